"""Prepare a fuzz run against a fresh demo server: log in as the demo admin, place orders, add files.

Usage: prepare.py <base url>
Prints shell assignments (for `source`): FUZZ_COOKIE and FUZZ_CSRF (the admin's session, as a browser
holds it), FUZZ_ORDER_UID and FUZZ_ORDER_HASH (the first placed order's status page), FUZZ_BOARD_KEY
(the online shop's API key for the order boards). The demo has no orders, uploads or library images, and
without them every operation on one of them would only ever answer 404.
"""

import base64
import http.cookiejar
import io
import json
import shlex
import sys
import urllib.error
import urllib.parse
import urllib.request

ADMIN = ("admin@example.com", "demo1234")
# the demo's online shop is open around the clock, so these orders need no pinned clock
ONLINE_SHOP = 4
SEMMEL = 14
CUSTOMERS = [("Anna", "Gruber"), ("Lukas", "Huber"), ("Lena", "Bauer")]


def png_data_url() -> str:
    """A small PNG (Pillow is installed with the backend) as a data URL."""
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (32, 32), (200, 120, 40)).save(buffer, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """The login answers with a redirect to the back office page, which is not needed here."""

    def redirect_request(self, *args, **kwargs):
        return None


class Client:
    def __init__(self, base_url: str):
        self.base_url = base_url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), _NoRedirect())

    def cookie(self, name: str) -> str:
        return next(cookie.value for cookie in self.jar if cookie.name == name)

    def send(self, path: str, body: bytes | None = None, headers: dict | None = None):
        request = urllib.request.Request(self.base_url + path, data=body, headers=headers or {})  # noqa: S310
        try:
            return self.opener.open(request, timeout=10)
        except urllib.error.HTTPError as answer:
            if answer.code == 302:  # the redirect after a successful login
                return answer
            sys.exit(f"{path}: {answer.code} {answer.read().decode(errors='replace')}")

    def log_in(self, email: str, password: str) -> None:
        self.send("/backend/login")  # sets the csrftoken cookie
        form = {"email": email, "password": password, "csrfmiddlewaretoken": self.cookie("csrftoken")}
        self.send("/backend/login", urllib.parse.urlencode(form).encode(), {"Referer": self.base_url})
        if not any(cookie.name == "sessionid" for cookie in self.jar):
            sys.exit(f"Anmeldung als {email} fehlgeschlagen")

    def json(self, path: str, data: dict | None = None) -> dict:
        body = None if data is None else json.dumps(data).encode()
        headers = {"Content-Type": "application/json", "X-CSRFToken": self.cookie("csrftoken")}
        return json.load(self.send(path, body, headers))["data"]


def place_order(client: Client, first_name: str, last_name: str) -> dict:
    return client.json(
        "/api/orders",
        {
            "branch": ONLINE_SHOP,
            "items": [{"product": SEMMEL, "amount": "2"}],
            "firstName": first_name,
            "lastName": last_name,
            "email": f"{first_name.lower()}@example.com",
            "phone": "+43 660 1234567",
            "paymentMethod": "cash",
            "legalInstructions": True,
            "privacyPolicy": True,
        },
    )


def main(base_url: str) -> None:
    client = Client(base_url)
    client.log_in(*ADMIN)
    orders = [place_order(client, *customer) for customer in CUSTOMERS]
    client.json("/api/uploads", {"data": png_data_url(), "filename": "foto.png", "purpose": "image"})
    client.json("/api/images", {"data": png_data_url(), "filename": "bild.png", "alt": "Bild"})
    values = {
        "FUZZ_COOKIE": f"sessionid={client.cookie('sessionid')}; csrftoken={client.cookie('csrftoken')}",
        "FUZZ_CSRF": client.cookie("csrftoken"),
        "FUZZ_ORDER_UID": orders[0]["uid"],
        "FUZZ_ORDER_HASH": orders[0]["hash"],
        "FUZZ_BOARD_KEY": client.json(f"/api/branches/{ONLINE_SHOP}")["apiKey"],
    }
    for name, value in values.items():
        print(f"export {name}={shlex.quote(value)}")  # noqa: T201


if __name__ == "__main__":
    main(sys.argv[1])
