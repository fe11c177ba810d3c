"""What the printing tests print on: a real TCP listener on 127.0.0.1 playing an ESC/POS network printer, the shop
whose kitchen and bar get their own tickets, and the printer agent against the live server."""

import socket
import threading
import time
from dataclasses import dataclass

from catalogue.models import Product
from catalogue.tests.factories import CategoryFactory, MenuFactory
from devices.agent import PrinterAgent
from devices.models import Device, DeviceKind
from ordering.tests.create_setup import Shop, build_shop
from ordering.tests.receipt_readers import escpos_lines
from organisation.models import Department
from organisation.tests.factories import DepartmentFactory

from .factories import DeviceFactory

INIT = b"\x1b@\x1bt\x13"
CUT = b"\x1bd\x04\x1dV\x01"
RULE = "-" * 42


class TcpPrinter:
    """An ESC/POS network printer: accepts on 127.0.0.1 (port 0: a free one), each connection's bytes are one print.

    stop() closes the port (the printer is off: connections are refused); start() opens the same port again."""

    def __init__(self):
        self.prints: list[bytes] = []
        self.port = 0
        self._changed = threading.Condition()
        self._server: socket.socket | None = None
        self.start()

    def start(self) -> None:
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", self.port))
        server.listen(8)
        self.port = server.getsockname()[1]
        self._server = server
        threading.Thread(target=self._accept, args=(server,), daemon=True).start()

    def _accept(self, server: socket.socket) -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:
                return
            threading.Thread(target=self._receive, args=(connection,), daemon=True).start()

    def _receive(self, connection: socket.socket) -> None:
        chunks = []
        with connection:
            connection.settimeout(5)
            while True:
                try:
                    chunk = connection.recv(65536)
                except OSError:
                    break
                if not chunk:
                    break
                chunks.append(chunk)
        with self._changed:
            self.prints.append(b"".join(chunks))
            self._changed.notify_all()

    def wait_for(self, count: int, timeout: float = 5.0) -> list[bytes]:
        """The prints once there are `count` of them (or after `timeout`: as many as came)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while len(self.prints) < count and time.monotonic() < deadline:
                self._changed.wait(deadline - time.monotonic())
            return list(self.prints)

    def stop(self) -> None:
        """The printer is off: the port refuses connections (shutdown wakes the accepting thread; a bare close
        would leave the port listening while it waits)."""
        if self._server is not None:
            try:
                self._server.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self._server.close()
            self._server = None


def lines(data: bytes) -> list[str]:
    """The printed lines of one print, commands removed, without the feed after the cut."""
    assert data.startswith(INIT), data[:10]
    assert data.endswith(CUT), data[-10:]
    return escpos_lines(data[: -len(CUT)])[:-1]


@dataclass
class KitchenShop:
    """build_shop's branch with a newer menu: food (cheese, Schnitzel) by the kitchen, drinks (Cola) by the bar."""

    shop: Shop
    kitchen: Department
    bar: Department
    cellar: Department

    @property
    def branch(self):
        return self.shop.branch

    @property
    def schnitzel(self) -> Product:
        return self.shop.schnitzel

    @property
    def cola(self) -> Product:
        return self.shop.cola

    @property
    def cheese(self) -> Product:
        return self.shop.cheese


def build_kitchen_shop(branch) -> KitchenShop:
    import datetime

    shop = build_shop(branch)
    kitchen = DepartmentFactory(branch=branch, name="Küche")
    bar = DepartmentFactory(branch=branch, name="Bar")
    cellar = DepartmentFactory(branch=branch, name="Keller")
    food, drinks = CategoryFactory(name="Speisen"), CategoryFactory(name="Getränke")
    food.departments.set([kitchen])
    drinks.departments.set([bar])
    MenuFactory(
        branches=[branch],
        available_from=datetime.datetime(2026, 6, 1, 8, 0, tzinfo=datetime.UTC),
        catalog=[(food, [shop.cheese, shop.schnitzel]), (drinks, [shop.cola])],
    )
    return KitchenShop(shop=shop, kitchen=kitchen, bar=bar, cellar=cellar)


def printer_device(branch, printer: TcpPrinter | None, name: str, department=None, secret=None, **fields) -> Device:
    """A paired printer of the branch at the listener's address."""
    identifier = name.lower().replace(" ", "-").replace("ü", "ue").replace("ä", "ae")
    return DeviceFactory(
        branch=branch,
        name=name,
        identifier=identifier,
        kind=DeviceKind.PRINTER,
        printer_host="127.0.0.1",
        printer_port=printer.port if printer else 9,
        department=department,
        secret=secret or f"geheimnis-{identifier}-0123456789abcdef",
        **fields,
    )


def agent_for(server: str, device: Device, journal, **options) -> PrinterAgent:
    """The device's printer agent (fast: short timeouts), not yet polling."""
    return PrinterAgent(server, device.secret, journal, poll_seconds=0.05, http_timeout=5, printer_timeout=1, **options)
