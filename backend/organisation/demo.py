"""The demo organisation loaded by `make run` (devtools load_demo): an Austrian bakery and restaurant group."""

from decimal import Decimal

from django.conf import settings

from .models import Branch, Config, DeliveryArea, Department, Division, Table, Tag


def rule(kind, start=None, end=None, closed=False, date=None):
    return {
        "type": kind,
        "date": date,
        "isClosed": closed,
        "from": None if closed else start,
        "to": None if closed else end,
    }


CONFIG = {
    "shop_name": "Kornfeld",
    "title": "Kornfeld – Bäckerei & Wirtshaus",
    "description": "Frisches Brot, ehrliche Küche: bestellen Sie online zum Abholen, zur Lieferung oder direkt am Tisch.",
    "seo_title": "",
    "seo_description": "Kornfeld: Bäckerei und Wirtshaus in Wien, Linz und Graz – online bestellen und abholen oder liefern lassen.",
    "business_name": "Kornfeld Gastro GmbH",
    "street": "Mariahilfer Straße 88",
    "zip_code": "1070",
    "city": "Wien",
    "phone": "+43 1 5220088",
    "email": "hallo@example.com",
    "website": "https://www.example.com",
    "terms_and_conditions": "https://www.example.com/agb",
    "privacy_policy": "https://www.example.com/datenschutz",
    "imprint_text": (
        "**Kornfeld Gastro GmbH**  \nMariahilfer Straße 88, 1070 Wien  \nTelefon +43 1 5220088, hallo@example.com\n\n"
        "Firmenbuchnummer FN 123456a, Handelsgericht Wien  \nUID ATU12345678\n\n"
        "## Unternehmensgegenstand\n\nBäckerei und Gastgewerbe"
    ),
    "allergens_text": (
        "Die Allergenkennzeichnung nach der EU-Verordnung 1169/2011 (Buchstaben A bis R) finden Sie bei jedem "
        "Produkt. Fragen Sie unser Team, wenn Sie unsicher sind."
    ),
    "currency": "EUR",
    "enable_plugin_toolbar": True,
    "enable_plugin_search": True,
    "enable_plugin_tags": True,
    "enable_plugin_category_bar": True,
    "enable_plugin_order_reviews": True,
    "enable_cash": True,
    "enable_plugin_cash": True,
    "enable_atm_card": True,
    "enable_plugin_atm_card": True,
}

# With the payment sandbox (development; never in production) the online shop offers Mollie and Datatrans,
# so a newcomer can pay online without an account at either provider.
ONLINE_PAYMENT_CONFIG = {
    "enable_mollie": True,
    "enable_plugin_mollie": True,
    "enable_datatrans": True,
    "enable_plugin_datatrans": True,
}
ONLINE_PAYMENT_BRANCH = "online-shop"

DIVISIONS = [
    {"identifier": "wirtshaus", "name": "Wirtshaus", "description": "Österreichische Küche, mittags und abends."},
    {
        "identifier": "baeckerei",
        "name": "Bäckerei",
        "description": "Brot, Gebäck und Mehlspeisen aus der eigenen Backstube.",
    },
]

BRANCHES = [
    {
        "division": "wirtshaus",
        "identifier": "wien-mariahilf",
        "name": "Kornfeld Wirtshaus Mariahilf",
        "description": "Unser Wirtshaus im 7. Bezirk mit Gastgarten. Bestellen Sie direkt am Tisch.",
        "street": "Mariahilfer Straße 88",
        "zip_code": "1070",
        "city": "Wien",
        "holiday_region": "9",
        "phone": "+43 1 5220088",
        "email": "mariahilf@example.com",
        "keywords": "Wirtshaus, Schnitzel, Gastgarten, Neubau",
        "tags": ["Regional", "Gastgarten"],
        "opening_hours": [
            *[rule(day, "11:00", "14:30") for day in ("tuesday", "wednesday", "thursday", "friday")],
            *[rule(day, "17:30", "22:00") for day in ("tuesday", "wednesday", "thursday", "friday")],
            rule("saturday", "11:30", "22:00"),
            rule("sunday", "11:30", "15:00"),
        ],
        "is_takeaway_enabled": True,
        "is_dine_in_enabled": True,
        "is_table_selection_enabled": True,
        "is_preorder_enabled": True,
        "tables": [str(number) for number in range(1, 13)] + ["Garten 1", "Garten 2"],
        # Küche and Bar get their own kitchen tickets (catalogue.demo links the categories)
        "departments": ["Küche", "Bar", "Service"],
    },
    {
        "division": "wirtshaus",
        "identifier": "graz-lend",
        "name": "Kornfeld Wirtshaus Graz-Lend",
        "description": "Eröffnung im Frühling – bald auch in Graz.",
        "street": "Lendplatz 12",
        "zip_code": "8020",
        "city": "Graz",
        "phone": "+43 316 710012",
        "email": "graz@example.com",
        "keywords": "Wirtshaus, Steiermark",
        "tags": ["Regional"],
        "is_public": False,
        "opening_hours": [rule("daily", "10:00", "21:00"), rule("monday", closed=True)],
        "closed_message": "Wir eröffnen im Frühling. Bis bald in Graz!",
        "departments": ["Küche"],
    },
    {
        "division": "baeckerei",
        "identifier": "linz-landstrasse",
        "name": "Kornfeld Bäckerei Linz",
        "description": "Frisches Gebäck ab 6 Uhr früh, vorbestellen und abholen.",
        "street": "Landstraße 31",
        "zip_code": "4020",
        "city": "Linz",
        "phone": "+43 732 771031",
        "email": "linz@example.com",
        "keywords": "Bäckerei, Frühstück, Gebäck, Torten",
        "tags": ["Hausgemacht", "Frühstück"],
        "opening_hours": [
            *[rule(day, "06:00", "18:30") for day in ("monday", "tuesday", "wednesday", "thursday", "friday")],
            rule("saturday", "06:30", "12:30"),
            rule("sunday", closed=True),
        ],
        "is_takeaway_enabled": True,
        "is_preorder_enabled": True,
        "is_takeaway_phone_required": True,
        "departments": ["Backstube", "Verkauf"],
    },
    {
        "division": "baeckerei",
        "identifier": "online-shop",
        "name": "Kornfeld Online-Shop",
        "description": "Rund um die Uhr bestellen: abholen in der Backstube oder liefern lassen in Wien.",
        "street": "Gumpendorfer Straße 140",
        "zip_code": "1060",
        "city": "Wien",
        "holiday_region": "9",
        "phone": "+43 1 5970140",
        "email": "shop@example.com",
        "keywords": "Online, Lieferung, Brot, Wien",
        "tags": ["Hausgemacht", "Lieferservice"],
        "opening_hours": [rule("daily", "00:00", "24:00")],
        "is_takeaway_enabled": True,
        "is_delivery_enabled": True,
        "is_preorder_enabled": True,
        "is_cash_enabled": True,
        "delivery_areas": [
            {
                "area": "1060 Mariahilf",
                "postcodes": ["1060"],
                "price": "2.90",
                "tax": "20.00",
                "minimum_order_value": "15.00",
                "free_from_order_value": "35.00",
            },
            {
                "area": "1070 Neubau",
                "postcodes": ["1070"],
                "price": "2.90",
                "tax": "20.00",
                "minimum_order_value": "15.00",
                "free_from_order_value": "35.00",
            },
            {
                "area": "1010 Innere Stadt",
                "postcodes": ["1010"],
                "price": "4.50",
                "tax": "20.00",
                "minimum_order_value": "25.00",
                "free_from_order_value": "50.00",
            },
            {
                "area": "Wieden, Margareten, Josefstadt",
                "postcodes": ["1040", "1050", "1080"],
                "price": "3.50",
                "tax": "20.00",
                "minimum_order_value": "20.00",
                "free_from_order_value": "40.00",
            },
        ],
        "departments": ["Versand"],
    },
    {
        "division": "baeckerei",
        "identifier": "salzburg-altstadt",
        "name": "Kornfeld Bäckerei Salzburg",
        "description": "Mitten in der Altstadt, mit Frühstück zum Mitnehmen.",
        "street": "Getreidegasse 21",
        "zip_code": "5020",
        "city": "Salzburg",
        "phone": "+43 662 840021",
        "email": "salzburg@example.com",
        "keywords": "Bäckerei, Altstadt, Frühstück",
        "tags": ["Frühstück"],
        "opening_hours": [
            rule("daily", "07:00", "12:00"),
            rule("daily", "13:00", "18:00"),
            rule("sunday", "08:00", "12:00"),
        ],
        "is_takeaway_enabled": True,
        "departments": ["Verkauf"],
    },
]


def is_loaded() -> bool:
    return Division.objects.exists()


def load() -> dict[str, Branch]:
    """Create the demo organisation and branches; returns the branches by identifier.

    Called by devtools' load_demo (never in production), which adds the logins, the catalogue and the tags.
    """
    config = Config.load()
    for key, value in {**CONFIG, **(ONLINE_PAYMENT_CONFIG if settings.PAYMENT_SANDBOX else {})}.items():
        setattr(config, key, value)
    config.save()

    divisions = {data["identifier"]: Division.objects.create(**data) for data in DIVISIONS}
    branches = {}
    for data in BRANCHES:
        data = dict(data)
        data.pop("tags", None)
        tables = data.pop("tables", [])
        departments = data.pop("departments", [])
        areas = data.pop("delivery_areas", [])
        if data["identifier"] == ONLINE_PAYMENT_BRANCH and settings.PAYMENT_SANDBOX:
            data.update(is_mollie_enabled=True, is_datatrans_enabled=True)
        branch = Branch.objects.create(division=divisions[data.pop("division")], **data)
        Table.objects.bulk_create(Table(branch=branch, identifier=identifier) for identifier in tables)
        Department.objects.bulk_create(Department(branch=branch, name=name) for name in departments)
        DeliveryArea.objects.bulk_create(
            DeliveryArea(
                branch=branch,
                position=position,
                area=area["area"],
                postcodes=area["postcodes"],
                price=Decimal(area["price"]),
                tax=Decimal(area["tax"]),
                free=area.get("free", False),
                free_from_order_value=Decimal(area["free_from_order_value"])
                if area.get("free_from_order_value")
                else None,
                minimum_order_value=Decimal(area["minimum_order_value"]) if area.get("minimum_order_value") else None,
            )
            for position, area in enumerate(areas)
        )
        branches[branch.identifier] = branch

    return branches


def tag_branches(branches: dict[str, Branch]) -> None:
    """Give the demo branches their tags: the catalogue's (created by then) or branch-only ones.

    The storefront filters branches by them.
    """
    for data in BRANCHES:
        names = data.get("tags", [])
        branches[data["identifier"]].tags.set(Tag.objects.get_or_create(name=name)[0] for name in names)
