"""A large generated tenant for benchmarks: branches, catalogue, menus and months of orders, in bulk.

Everything is inserted with bulk_create in batches inside one transaction; ticket numbers are
numbered per branch and business day in the order the orders were placed, and the TicketCounter
rows hold the last number of each day, exactly as ordering.services.tickets would have left them.
"""

import contextlib
import datetime
import math
import random
import time
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction
from django.utils import timezone

from accounts.models import User
from catalogue.models import Category, Menu, MenuCategory, MenuProduct, Product
from devices.models import Command as DeviceCommand
from devices.models import CommandKind, CommandStatus, Device, DeviceKind, secret_hash
from ordering.models import Order, OrderItem, OrderStatus, TicketCounter
from ordering.services.tickets import business_date
from organisation.models import Branch, Config, Division

BATCH_SIZE = 2000
ADMIN_EMAIL = "bench@example.com"
ADMIN_PASSWORD = "bench-passwort"
# the secret of the first branch's counter tablet (a bench database only): the agent's poll in make bench
BENCH_DEVICE_SECRET = "bench-geraet-theke-0"
ALWAYS_OPEN = [{"type": "daily", "date": None, "isClosed": False, "from": "00:00", "to": "24:00"}]
BRANCHES_PER_DIVISION = 25
BRANCHES_PER_MENU = 10
MAX_CATEGORIES = 40
TAX_RATES = (Decimal("10.00"), Decimal("20.00"))
FIRST_NAMES = ["Anna", "Lukas", "Lena", "David", "Sophie", "Paul", "Marie", "Felix", "Laura", "Jakob"]
LAST_NAMES = ["Gruber", "Huber", "Bauer", "Wagner", "Müller", "Pichler", "Steiner", "Moser", "Mayer", "Hofer"]
CENT = Decimal("0.01")
NET = Decimal("0.0001")


@dataclass(frozen=True)
class Sizes:
    branches: int
    products: int
    orders: int

    @property
    def divisions(self) -> int:
        return max(1, math.ceil(self.branches / BRANCHES_PER_DIVISION))

    @property
    def categories(self) -> int:
        return max(1, min(MAX_CATEGORIES, self.products))

    @property
    def menus(self) -> int:
        return max(1, math.ceil(self.branches / BRANCHES_PER_MENU))


@contextlib.contextmanager
def _keep_given_timestamps():
    """Let bulk_create store the generated created_at / updated_at instead of 'now'."""
    created = Order._meta.get_field("created_at")
    updated = Order._meta.get_field("updated_at")
    saved = created.auto_now_add, updated.auto_now
    created.auto_now_add, updated.auto_now = False, False
    try:
        yield
    finally:
        created.auto_now_add, updated.auto_now = saved


def generate(sizes: Sizes, *, days: int = 60, seed: int = 1, prefix: str = "bench", now=None) -> dict:
    """Create the tenant (call inside a transaction); returns the number of rows per kind."""
    rng = random.Random(seed)  # noqa: S311 - repeatable sample data, not a secret
    now = now or timezone.now()
    Config.load()
    divisions = Division.objects.bulk_create(
        Division(name=f"Organisation {number + 1}", identifier=f"{prefix}-org-{number + 1}")
        for number in range(sizes.divisions)
    )
    branches = Branch.objects.bulk_create(
        (
            Branch(
                division=divisions[number // BRANCHES_PER_DIVISION],
                identifier=f"{prefix}-filiale-{number + 1:03d}",
                name=f"Filiale {number + 1:03d}",
                city="Wien",
                phone=f"+43 1 {100000 + number}",
                email=f"filiale{number + 1}@example.com",
                opening_hours=ALWAYS_OPEN,
                is_takeaway_enabled=True,
            )
            for number in range(sizes.branches)
        ),
        batch_size=BATCH_SIZE,
    )
    categories = Category.objects.bulk_create(
        Category(name=f"Kategorie {number + 1:02d}", position=number) for number in range(sizes.categories)
    )
    products = Product.objects.bulk_create(
        (
            Product(
                name=f"Produkt {number + 1:04d}",
                description="Generiert für den Benchmark.",
                price=Decimal(rng.randrange(150, 3000)) / 100,
                tax=tax,
                takeaway_tax=tax,
                dine_in_tax=tax,
            )
            for number in range(sizes.products)
            for tax in [TAX_RATES[number % len(TAX_RATES)]]
        ),
        batch_size=BATCH_SIZE,
    )
    catalogue = _menus(sizes, branches, categories, products, now)
    orders, items, counters = _orders(sizes, branches, products, rng, days, now)
    devices, commands = _devices(sizes, branches, now)
    User.objects.create_superuser(ADMIN_EMAIL, ADMIN_PASSWORD, first_name="Bench", last_name="Admin")
    return {
        "Organisationen": len(divisions),
        "Filialen": len(branches),
        "Kategorien": len(categories),
        "Produkte": len(products),
        **catalogue,
        "Bestellungen": orders,
        "Bestellpositionen": items,
        "Ticketzähler": counters,
        "Geräte": devices,
        "Befehle": commands,
    }


def _devices(sizes, branches, now) -> tuple[int, int]:
    """A receipt printer and a counter tablet per branch, each with its finished commands (one per 100 orders); the
    first branch's tablet is paired with BENCH_DEVICE_SECRET (the agent's poll in make bench)."""
    devices = Device.objects.bulk_create(
        (
            Device(
                branch=branch,
                name=f"{label} {branch.name}",
                identifier=f"{kind}-{number}",
                kind=kind,
                printer_host="127.0.0.1" if kind == DeviceKind.PRINTER else "",
                secret_hash=secret_hash(BENCH_DEVICE_SECRET) if (number, kind) == (0, DeviceKind.TABLET) else None,
                last_seen_at=now,
            )
            for number, branch in enumerate(branches)
            for kind, label in ((DeviceKind.PRINTER, "Bondrucker"), (DeviceKind.TABLET, "Theke"))
        ),
        batch_size=BATCH_SIZE,
    )
    per_device = max(1, sizes.orders // 100)
    commands = DeviceCommand.objects.bulk_create(
        (
            DeviceCommand(
                device=device,
                kind=CommandKind.NOTIFICATION,
                payload={"title": "Test", "text": f"Befehl {number + 1}"},
                status=CommandStatus.DONE,
                delivered_at=now,
                finished_at=now,
                expires_at=now,
            )
            for device in devices
            for number in range(per_device)
        ),
        batch_size=BATCH_SIZE,
    )
    return len(devices), len(commands)


def _menus(sizes, branches, categories, products, now) -> dict:
    """One menu per BRANCHES_PER_MENU branches, each with every category and its products."""
    menus = Menu.objects.bulk_create(
        Menu(name=f"Speisekarte {number + 1}", available_from=now - datetime.timedelta(days=365))
        for number in range(sizes.menus)
    )
    Menu.branches.through.objects.bulk_create(
        (
            Menu.branches.through(menu_id=menus[index // BRANCHES_PER_MENU].pk, branch_id=branch.pk)
            for index, branch in enumerate(branches)
        ),
        batch_size=BATCH_SIZE,
    )
    entries = MenuCategory.objects.bulk_create(
        (
            MenuCategory(menu=menu, category=category, position=position)
            for menu in menus
            for position, category in enumerate(categories)
        ),
        batch_size=BATCH_SIZE,
    )
    per_category = [products[index :: len(categories)] for index in range(len(categories))]
    menu_products = MenuProduct.objects.bulk_create(
        (
            MenuProduct(menu_category=entry, product=product, position=position)
            for number, entry in enumerate(entries)
            for position, product in enumerate(per_category[number % len(categories)])
        ),
        batch_size=BATCH_SIZE,
    )
    return {
        "Speisekarten": len(menus),
        "Kategorien der Speisekarten": len(entries),
        "Produkte der Speisekarten": len(menu_products),
    }


def _status(rng, age: datetime.timedelta) -> str:
    if age < datetime.timedelta(hours=2):
        return rng.choice([OrderStatus.NEW, OrderStatus.CONFIRMED, OrderStatus.IN_DELIVERY])
    roll = rng.random()
    if roll < 0.04:
        return OrderStatus.REJECTED
    if roll < 0.07:
        return OrderStatus.CANCELED
    return OrderStatus.COMPLETED


def _orders(sizes, branches, products, rng, days, now) -> tuple[int, int, int]:
    """The orders, oldest first, with 1-4 items each; ticket numbers count up per branch and day."""
    span = days * 86400
    moments = sorted(now - datetime.timedelta(seconds=rng.uniform(60, span)) for _ in range(sizes.orders))
    last_number: dict[tuple[int, datetime.date], int] = {}
    orders, carts = [], []
    for moment in moments:
        branch = rng.choice(branches)
        day = business_date(moment)
        number = last_number.get((branch.pk, day), 0) + 1
        last_number[(branch.pk, day)] = number
        cart = [(rng.choice(products), rng.randint(1, 3)) for _ in range(rng.randint(1, 4))]
        gross = sum((product.price * amount for product, amount in cart), Decimal(0))
        taxes: dict[str, Decimal] = {}
        for product, amount in cart:
            line = product.price * amount
            tax = line - line / (1 + product.takeaway_tax / 100)
            key = f"{product.takeaway_tax:.2f}"
            taxes[key] = taxes.get(key, Decimal(0)) + tax
        net = (gross - sum(taxes.values(), Decimal(0))).quantize(NET, ROUND_HALF_UP)
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        orders.append(
            Order(
                branch=branch,
                ticket_number=number,
                business_date=day,
                first_name=first,
                last_name=last,
                email=f"{first.lower()}.{len(orders)}@example.com",
                phone=f"+43 660 {1000000 + len(orders)}",
                legal_instructions=True,
                privacy_policy=True,
                status=_status(rng, now - moment),
                is_paid=True,
                gross=gross,
                net=net,
                total_net=net,
                total_gross=gross,
                taxes={rate: f"{value.quantize(NET, ROUND_HALF_UP)}" for rate, value in taxes.items()},
                created_at=moment,
                updated_at=moment,
            )
        )
        carts.append(cart)
    with _keep_given_timestamps():
        for start in range(0, len(orders), BATCH_SIZE):
            Order.objects.bulk_create(orders[start : start + BATCH_SIZE])
    items = (
        OrderItem(
            order_id=order.pk,
            position=position,
            product_id=product.pk,
            product={
                "name": product.name,
                "unit": product.unit,
                "price": f"{product.price:.2f}",
                "tax": f"{product.takeaway_tax:.2f}",
                "calculation_model": product.calculation_model,
            },
            amount=Decimal(amount),
            unit=product.unit,
            unit_price=product.price,
            gross=(product.price * amount).quantize(CENT),
            tax_rate=product.takeaway_tax,
        )
        for order, cart in zip(orders, carts, strict=True)
        for position, (product, amount) in enumerate(cart)
    )
    item_count = len(OrderItem.objects.bulk_create(items, batch_size=BATCH_SIZE))
    TicketCounter.objects.bulk_create(
        (
            TicketCounter(branch_id=branch_id, business_date=day, last_number=number)
            for (branch_id, day), number in last_number.items()
        ),
        batch_size=BATCH_SIZE,
    )
    return len(orders), item_count, len(last_number)


class Command(BaseCommand):
    help = (
        "Erzeugt in einer leeren Datenbank einen großen Mandanten für Benchmarks: Organisationen, Filialen "
        f"(täglich 00:00–24:00 geöffnet, Takeaway), Kategorien, Produkte, Speisekarten, Bestellungen der "
        f"letzten Tage und den Administrator {ADMIN_EMAIL} / {ADMIN_PASSWORD} – nie in Produktion."
    )

    def add_arguments(self, parser):
        parser.add_argument("--branches", type=int, default=50, help="Anzahl der Filialen (Standard: 50).")
        parser.add_argument("--products", type=int, default=2000, help="Anzahl der Produkte (Standard: 2000).")
        parser.add_argument("--orders", type=int, default=20000, help="Anzahl der Bestellungen (Standard: 20000).")
        parser.add_argument(
            "--days", type=int, default=60, help="Bestellungen verteilt über so viele vergangene Tage (Standard: 60)."
        )
        parser.add_argument("--seed", type=int, default=1, help="Startwert des Zufallsgenerators (Standard: 1).")

    def handle(self, *args, **options):
        if settings.PRODUCTION:
            raise CommandError("Benchmark-Daten werden in der Produktionsumgebung nicht erzeugt.")
        sizes = Sizes(options["branches"], options["products"], options["orders"])
        if sizes.branches < 1 or sizes.products < 1 or sizes.orders < 0 or options["days"] < 1:
            raise CommandError("Mindestens eine Filiale, ein Produkt und ein Tag sind nötig; Anzahlen nie negativ.")
        if any(model.objects.exists() for model in (Division, Branch, Product, Menu, Order, User)):
            raise CommandError("Die Datenbank ist nicht leer: generate_tenant braucht eine leere, migrierte Datenbank.")
        started = time.perf_counter()
        with transaction.atomic():
            counts = generate(sizes, days=options["days"], seed=options["seed"])
        if connection.vendor == "postgresql" and not connection.in_atomic_block:
            # the tables' statistics and visibility map now, as a shop's database has them: not autovacuum working
            # through the fresh rows while a bench measures (not inside a transaction, e.g. a test's: VACUUM refuses)
            with connection.cursor() as cursor:
                cursor.execute("VACUUM ANALYZE")
        seconds = time.perf_counter() - started
        for label, count in counts.items():
            self.stdout.write(f"  {label}: {count}")
        self.stdout.write(self.style.SUCCESS(f"Mandant erzeugt in {seconds:.1f} s (Login {ADMIN_EMAIL})."))
