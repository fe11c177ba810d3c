"""The demo catalogue: a Wirtshaus menu and a bakery menu with Austrian dishes (called by organisation.demo)."""

import datetime

from organisation.models import Department, Tag

from .models import CalculationModel, Category, Donatee, Menu, MenuCategory, MenuProduct, Product, ProductType

# long past, so that both menus are active whenever the demo runs
AVAILABLE_FROM = datetime.datetime(2025, 1, 1, 5, 0, tzinfo=datetime.UTC)
FOOD_TAX = {"tax": "10.00", "takeaway_tax": "10.00", "dine_in_tax": "10.00"}
DRINK_TAX = {"tax": "20.00", "takeaway_tax": "20.00", "dine_in_tax": "20.00"}


def rule(kind, start, end):
    return {"type": kind, "date": None, "isClosed": False, "from": start, "to": end}


def option(name, value="0.00", modifier="add"):
    return {"name": name, "modifier": modifier, "value": value}


def part(name, kind, options=(), optional=False, description="", max_length=None):
    data = {"name": name, "description": description, "type": kind, "optional": optional, "options": list(options)}
    if max_length is not None:
        data["maxLength"] = max_length
    return data


def alternative(unit, ratio=None, model="fixed", minimum="1", maximum="100", step="1"):
    return {
        "unit": unit,
        "ratio": ratio,
        "calculationModel": model,
        "minimumQuantity": minimum,
        "maximumQuantity": maximum,
        "quantityStepSize": step,
    }


TAGS = ["Vegetarisch", "Hausgemacht", "Regional", "Klassiker", "Alkoholfrei"]

DONATEES = [
    ("Verein Warmes Mittagessen Wien", "Kocht täglich für Menschen ohne festen Wohnsitz in Wien."),
    ("Kinderhilfe Donauraum", "Lernbetreuung und Ferienwochen für Kinder aus armutsgefährdeten Familien."),
    ("Bergbauernhilfe Alpenland", "Unterstützt Bergbauernfamilien nach Unwettern und Ernteausfällen."),
]

# category: (settings, [products]); product dicts are Product fields plus "tags" (names)
WIRTSHAUS = {
    "Suppen": (
        {},
        [
            {
                "name": "Frittatensuppe",
                "description": "Kräftige Rindsuppe mit Frittaten.",
                "allergens": "A, C, G, L",
                "price": "4.90",
                "tags": ["Klassiker"],
            },
            {
                "name": "Leberknödelsuppe",
                "description": "Rindsuppe mit hausgemachtem Leberknödel.",
                "allergens": "A, C, G, L",
                "price": "5.20",
                "tags": ["Hausgemacht"],
            },
        ],
    ),
    "Hauptspeisen": (
        {},
        [
            {
                "name": "Wiener Schnitzel vom Kalb",
                "description": "In Butterschmalz goldgelb gebacken, mit Zitrone.",
                "allergens": "A, C, G",
                "type": ProductType.CONFIGURABLE,
                "price": "21.90",
                "is_step_by_step": True,
                "config": {
                    "parts": [
                        part("Beilage", "select", [option("Pommes"), option("Petersilerdäpfel"), option("Reis")]),
                        part(
                            "Extras",
                            "multiselect",
                            [
                                option("Preiselbeeren", "0.90"),
                                option("Gurkensalat", "3.50"),
                                option("Erdäpfelsalat", "3.90"),
                            ],
                            optional=True,
                        ),
                    ]
                },
                "tags": ["Klassiker"],
            },
            {
                "name": "Rindsgulasch",
                "description": "Saftiges Rindsgulasch mit Semmel.",
                "allergens": "A",
                "price": "14.90",
                "tags": ["Hausgemacht", "Regional"],
            },
            {
                "name": "Käsespätzle",
                "description": "Mit Bergkäse und Röstzwiebeln.",
                "allergens": "A, C, G",
                "price": "13.50",
                "tags": ["Vegetarisch"],
            },
            {
                "name": "Martinigansl",
                "description": "Nur im November: mit Rotkraut und Knödel.",
                "allergens": "A, C, G",
                "price": "29.50",
                "is_enabled": False,
            },
        ],
    ),
    "Desserts": (
        {},
        [
            {
                "name": "Kaiserschmarrn",
                "description": "Mit Zwetschkenröster und Staubzucker.",
                "allergens": "A, C, G",
                "price": "11.50",
                "tags": ["Vegetarisch", "Klassiker"],
            },
            {
                "name": "Apfelstrudel",
                "description": "Warm, mit Vanillesauce.",
                "allergens": "A, C, G",
                "price": "5.90",
                "tags": ["Vegetarisch", "Hausgemacht"],
            },
        ],
    ),
    "Getränke": (
        {},
        [
            {"name": "Almdudler 0,5 l", "price": "3.90", "unit": "piece", "tags": ["Alkoholfrei"], **DRINK_TAX},
            {"name": "Zipfer Märzen 0,5 l", "allergens": "A", "price": "4.80", **DRINK_TAX},
            {
                "name": "Grüner Veltliner 1/8 l",
                "description": "Vom Weingut im Weinviertel, offen ausgeschenkt.",
                "allergens": "O",
                "price": "3.60",
                **DRINK_TAX,
            },
        ],
    ),
}

BAECKEREI = {
    "Frühstück": (
        {"schedule": [rule("daily", "06:00", "11:00")], "is_visible_when_unavailable": True},
        [
            {
                "name": "Kleines Frühstück",
                "description": "Semmel, Butter, Marmelade und eine Melange.",
                "allergens": "A, G",
                "price": "5.90",
                "unit": "serving",
            },
            {
                "name": "Großes Frühstück",
                "description": "Zwei Gebäck, Schinken, Käse, Ei, Orangensaft, Melange.",
                "allergens": "A, C, G",
                "price": "11.90",
                "unit": "serving",
            },
        ],
    ),
    "Gebäck": (
        {},
        [
            {
                "name": "Semmel",
                "description": "Handgeschupft, knusprig.",
                "allergens": "A",
                "price": "0.55",
                "unit": "piece",
                "maximum_quantity": "60",
                "alternative_units": [alternative("package", "6", maximum="10")],
                "tags": ["Regional"],
            },
            {
                "name": "Kornspitz",
                "description": "Mit Roggen und Saaten.",
                "allergens": "A, N",
                "price": "0.95",
                "maximum_quantity": "60",
            },
            {"name": "Mohnflesserl", "allergens": "A", "price": "0.85", "maximum_quantity": "60"},
        ],
    ),
    "Brot": (
        {},
        [
            {
                "name": "Bauernbrot",
                "description": "Sauerteigbrot vom Laib geschnitten; der Preis richtet sich nach dem Gewicht.",
                "allergens": "A",
                "price": "5.80",
                "unit": "kilogram",
                "calculation_model": CalculationModel.APPROXIMATE,
                "minimum_quantity": "0.5",
                "maximum_quantity": "5",
                "quantity_step_size": "0.5",
                "default_unit": "decagram",
                "default_quantity": "50",
                "alternative_units": [alternative("decagram", None, "approximate", "25", "500", "5")],
                "tags": ["Regional", "Hausgemacht"],
            },
            {"name": "Roggenbrot 1 kg", "allergens": "A", "price": "4.90", "tags": ["Regional"]},
        ],
    ),
    "Torten & Catering": (
        {},
        [
            {
                "name": "Sachertorte",
                "description": "Ganze Torte; bitte zwei Tage im Voraus bestellen.",
                "allergens": "A, C, G, H",
                "type": ProductType.CONFIGURABLE,
                "price": "39.00",
                "maximum_quantity": "5",
                "is_lead_time_enabled": True,
                "lead_time_type": "days",
                "lead_time_value": 2,
                "config": {
                    "parts": [
                        part(
                            "Größe",
                            "select",
                            [option("Ø 18 cm"), option("Ø 22 cm", "12.00"), option("Ø 26 cm", "64.00", "overwrite")],
                        ),
                        part(
                            "Aufschrift",
                            "text",
                            optional=True,
                            description="Ihr Wunschtext auf der Torte.",
                            max_length=30,
                        ),
                    ]
                },
                "tags": ["Klassiker"],
            },
            {
                "name": "Catering-Buffet",
                "description": "Brötchen, Aufstriche und Mehlspeisen für Ihre Feier. Wir erstellen Ihnen ein Angebot.",
                "allergens": "A, C, G",
                "price": "18.00",
                "unit": "person",
                "calculation_model": CalculationModel.MINIMUM,
                "is_price_hidden": True,
                "minimum_quantity": "10",
                "maximum_quantity": "200",
                "default_quantity": "20",
                "is_lead_time_enabled": True,
                "lead_time_type": "days",
                "lead_time_value": 3,
            },
        ],
    ),
    "Getränke": (
        {},
        [
            {"name": "Melange", "price": "3.80", "allergens": "G", **DRINK_TAX},
            {"name": "Apfelsaft gespritzt 0,5 l", "price": "3.50", "tags": ["Alkoholfrei", "Regional"], **DRINK_TAX},
        ],
    ),
}

MENUS = [
    ("Wirtshaus-Karte", WIRTSHAUS, ["wien-mariahilf", "graz-lend"]),
    ("Bäckerei-Sortiment", BAECKEREI, ["linz-landstrasse", "online-shop", "salzburg-altstadt"]),
]

# where a menu's categories are prepared, per branch (organisation.demo's departments): the kitchen tickets of
# the demo printers ({menu: {category: {branch: department}}})
FOOD = {"wien-mariahilf": "Küche", "graz-lend": "Küche"}
DEPARTMENTS = {
    "Wirtshaus-Karte": {
        "Suppen": FOOD,
        "Hauptspeisen": FOOD,
        "Desserts": FOOD,
        "Getränke": {"wien-mariahilf": "Bar"},
    },
}


def load(branches: dict) -> None:
    """Create tags, donatees, categories, products and one menu per branch group (inside the caller's transaction)."""
    tags = {name: Tag.objects.create(name=name, weight=len(TAGS) - index) for index, name in enumerate(TAGS)}
    Donatee.objects.bulk_create(Donatee(name=name, description=text) for name, text in DONATEES)
    position = 0
    for menu_name, catalog, branch_ids in MENUS:
        menu = Menu.objects.create(name=menu_name, available_from=AVAILABLE_FROM)
        menu.branches.set([branches[identifier] for identifier in branch_ids if identifier in branches])
        for entry_position, (category_name, (settings, products)) in enumerate(catalog.items()):
            category = Category.objects.create(name=category_name, position=position, **settings)
            position += 1
            places = DEPARTMENTS.get(menu_name, {}).get(category_name, {})
            for identifier, name in places.items():
                if identifier in branches:
                    category.departments.add(*Department.objects.filter(branch=branches[identifier], name=name))
            entry = MenuCategory.objects.create(menu=menu, category=category, position=entry_position)
            for product_position, data in enumerate(products):
                data = {**FOOD_TAX, **data}
                product_tags = data.pop("tags", [])
                product = Product.objects.create(**data)
                product.tags.set([tags[name] for name in product_tags])
                MenuProduct.objects.create(menu_category=entry, product=product, position=product_position)
