import pytest
import time_machine

from analytics.models import QrCodeScan
from analytics.services.scans import device_class, referrer_origin
from analytics.tests.factories import QrCodeFactory
from catalogue.tests.factories import ProductFactory
from organisation.tests.factories import TableFactory

IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"
IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"
ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36"
ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36"
DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36"
GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"


@pytest.fixture(autouse=True)
def base_url(settings):
    settings.PUBLIC_BASE_URL = "https://shop.example.at"
    settings.QR_ALLOWED_HOSTS = ["www.example.at"]


@pytest.mark.parametrize(
    ("user_agent", "expected"),
    [
        (IPHONE, "mobile"),
        (ANDROID_PHONE, "mobile"),
        (IPAD, "tablet"),
        (ANDROID_TABLET, "tablet"),
        (DESKTOP, "desktop"),
        (GOOGLEBOT, "bot"),
        ("curl/8.5.0", "bot"),
        ("", "bot"),
    ],
)
def test_device_class_from_the_user_agent(user_agent, expected):
    assert device_class(user_agent) == expected


@pytest.mark.parametrize(
    ("referer", "expected"),
    [
        ("https://www.Instagram.com/p/abc?utm=1#x", "https://www.instagram.com"),
        ("http://localhost:8080/seite", "http://localhost:8080"),
        ("android-app://com.google.android.gm/", ""),
        ("nicht eine adresse", ""),
        ("http://[::1", ""),
        ("", ""),
    ],
)
def test_referrer_origin_keeps_scheme_and_host_only(referer, expected):
    assert referrer_origin(referer) == expected


@pytest.mark.parametrize(
    ("kind", "expected", "location"),
    [
        ("branch", "https://shop.example.at/store/mariahilf", "https://shop.example.at/store/mariahilf?qr=aktion"),
        (
            "table",
            "https://shop.example.at/store/mariahilf?table=Terrasse%203",
            "https://shop.example.at/store/mariahilf?table=Terrasse%203&qr=aktion",
        ),
        (
            "product",
            "https://shop.example.at/store/mariahilf#product-{product}",
            "https://shop.example.at/store/mariahilf?qr=aktion#product-{product}",
        ),
        ("site", "https://shop.example.at/site/impressum", "https://shop.example.at/site/impressum?qr=aktion"),
        # another site: no parameter of this shop
        ("url", "https://www.example.at/aktion?a=1", "https://www.example.at/aktion?a=1"),
    ],
)
def test_scan_redirects_to_the_target_and_logs_it(anon_client, branch, kind, expected, location):
    """A page of this shop opens with ?qr=<path> (an order of the visit names the code); the scan logs the target."""
    # given
    table = TableFactory(branch=branch, identifier="Terrasse 3")
    product = ProductFactory(name="Melange")
    references = {
        "branch": {"branch": branch},
        "table": {"branch": branch, "table": table},
        "product": {"branch": branch, "product": product},
        "site": {"site_path": "/site/impressum"},
        "url": {"url": "https://www.example.at/aktion?a=1"},
    }
    code = QrCodeFactory(path="aktion", target_kind=kind, **{"branch": None, **references[kind]})
    expected, location = expected.format(product=product.id), location.format(product=product.id)

    # when
    with time_machine.travel("2026-11-25T09:30:00+01:00", tick=False):
        response = anon_client.get(
            "/q/aktion", HTTP_USER_AGENT=IPHONE, HTTP_REFERER="https://www.instagram.com/p/abc?utm=1"
        )

    # then
    assert response.status_code == 302
    assert response["Location"] == location
    assert response["Cache-Control"] == "no-store"
    scan = QrCodeScan.objects.get()
    assert (scan.qr_code_id, scan.target_kind, scan.target_url, scan.device_class, scan.referrer_origin) == (
        code.id,
        kind,
        expected,
        "mobile",
        "https://www.instagram.com",
    )
    assert scan.scanned_at.isoformat() == "2026-11-25T08:30:00+00:00"


def test_scan_answers_in_three_queries(anon_client, branch, django_assert_num_queries):
    # given
    QrCodeFactory(path="schnell", branch=branch)

    # when / then: the code, the rate-limit counter, the scan (also the window's first: old counters go in the
    # hourly sweep, not in a request)
    with time_machine.travel("2026-11-25T09:30:00+01:00", tick=False):
        with django_assert_num_queries(3):
            assert anon_client.get("/q/schnell").status_code == 302
        with django_assert_num_queries(3):
            assert anon_client.get("/q/schnell").status_code == 302


@pytest.mark.parametrize("path", ["/q/unbekannt", "/q/", "/q/a/b"])
def test_unknown_code_is_the_german_404_page_not_the_storefront(anon_client, path):
    # when
    response = anon_client.get(path)

    # then
    assert response.status_code == 404
    assert response["Content-Type"] == "text/html; charset=utf-8"
    assert "<h1>Nicht gefunden</h1><p>Die Seite wurde nicht gefunden.</p>" in response.content.decode()
    assert not QrCodeScan.objects.exists()


def test_path_in_capitals_opens_the_code(anon_client, branch):
    QrCodeFactory(path="gross", branch=branch)
    assert anon_client.get("/q/GROSS")["Location"] == "https://shop.example.at/store/mariahilf?qr=gross"


def test_over_the_limit_the_redirect_works_but_is_not_logged(anon_client, branch, settings):
    # given
    settings.QR_SCAN_LIMIT_PER_MINUTE = 2
    QrCodeFactory(path="limit", branch=branch)

    # when
    with time_machine.travel("2026-11-25T09:30:10+01:00", tick=False):
        answers = [anon_client.get("/q/limit", REMOTE_ADDR="203.0.113.5") for _ in range(3)]
        other_client = anon_client.get("/q/limit", REMOTE_ADDR="203.0.113.6")
    with time_machine.travel("2026-11-25T09:31:00+01:00", tick=False):
        next_minute = anon_client.get("/q/limit", REMOTE_ADDR="203.0.113.5")

    # then
    assert [response.status_code for response in [*answers, other_client, next_minute]] == [302] * 5
    assert {response["Location"] for response in answers} == {"https://shop.example.at/store/mariahilf?qr=limit"}
    assert QrCodeScan.objects.count() == 4


@pytest.mark.parametrize("url", ["https://boese.example/", "https://www.example.at.boese.example/"])
def test_external_target_off_the_allowed_hosts_is_not_followed(anon_client, branch, url):
    # given: a code saved before the host check (or a host taken off the list since)
    QrCodeFactory(path="mariahilf", branch=branch, target_kind="url", url=url)

    # when
    response = anon_client.get("/q/mariahilf")

    # then
    assert response.status_code == 404
    assert "<h1>Nicht gefunden</h1>" in response.content.decode()
    assert not QrCodeScan.objects.exists()
