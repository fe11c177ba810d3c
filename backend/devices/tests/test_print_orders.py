"""Orders print themselves (docs/devices.md 'Printing'): a new order on the branch's receipt printer and a kitchen
ticket per department with only its items, an online order once it is paid, 'Drucken' in the back office; each job
once however often its hook runs. The printer agent polls the live server over HTTP and sends the ESC/POS bytes to
a real TCP listener on 127.0.0.1, whose bytes the tests read back."""

import pytest
from django.db import transaction

from devices.models import Command, Device, PrintJob, PrintJobStatus
from devices.services import printing
from ordering.documents.printing import receipt_bytes
from ordering.models import Order, PaymentMethod
from ordering.registry import PrintReason, order_to_print
from ordering.services.creation import create_order
from ordering.tests.conftest import NOW, clock, config  # noqa: F401
from ordering.tests.create_setup import draft, item, place
from ordering.tests.factories import OrderFactory
from payments.models import PaymentStatus
from payments.providers import RemotePayment
from payments.services import apply_remote
from payments.tests.factories import PaymentFactory

from .printers import RULE, TcpPrinter, agent_for, build_kitchen_shop, lines, printer_device

pytestmark = pytest.mark.django_db(transaction=True)

CHEESE_PARTS = [{"options": [1]}, {"options": [0]}, {"text": "Alles Gute"}]


@pytest.fixture
def kitchen_shop(branch, config, clock, settings):  # noqa: F811
    settings.ORDER_LIMIT_PER_CONTACT = 0
    return build_kitchen_shop(branch)


class Listeners(dict):
    """tcp("Küche"): a new listener (a printer on its own port); tcp["Küche"]: that listener."""

    def __call__(self, name: str) -> TcpPrinter:
        self[name] = TcpPrinter()
        return self[name]


@pytest.fixture
def tcp():
    listeners = Listeners()
    yield listeners
    for listener in listeners.values():
        listener.stop()


@pytest.fixture
def agents(live_server, tmp_path):
    """agent(device): the device's printer agent against the live server, each with its own journal."""
    made = []

    def make(device, journal=None):
        agent = agent_for(live_server.url, device, journal or tmp_path / f"journal-{device.pk}.jsonl")
        made.append(agent)
        return agent

    yield make
    for agent in made:
        agent.close()


@pytest.fixture
def printers(kitchen_shop, tcp):
    """The branch's receipt printer, the kitchen's, the bar's and the cellar's (which nothing of the menu needs)."""
    branch = kitchen_shop.branch
    return {
        "receipt": printer_device(branch, tcp("receipt"), "Bondrucker"),
        "kitchen": printer_device(branch, tcp("kitchen"), "Küchendrucker", department=kitchen_shop.kitchen),
        "bar": printer_device(branch, tcp("bar"), "Bardrucker", department=kitchen_shop.bar),
        "cellar": printer_device(branch, tcp("cellar"), "Kellerdrucker", department=kitchen_shop.cellar),
    }


def order_draft(kitchen_shop, **fields):
    shop = kitchen_shop.shop
    items = [
        item(shop.schnitzel, "2"),
        item(shop.cola, "1"),
        item(shop.cheese, "50", "decagram", CHEESE_PARTS),
    ]
    return draft(shop, items, comment="Bitte ohne Zitrone", **fields)


def placed(client, data) -> Order:
    response = place(client, data)
    assert response.status_code == 201, response.content
    return Order.objects.get(pk=response.json()["data"]["id"])


def test_a_new_order_prints_the_receipt_and_one_ticket_per_department_with_only_its_items(
    kitchen_shop, printers, tcp, agents, anon_client
):
    # when: a cash order is placed, then every printer's agent polls once
    order = placed(anon_client, order_draft(kitchen_shop))
    handled = {name: agents(device).poll_once() for name, device in printers.items()}

    # then: the receipt, the kitchen's and the bar's ticket, nothing for the cellar
    assert handled == {"receipt": 1, "kitchen": 1, "bar": 1, "cellar": 0}
    [receipt] = tcp["receipt"].wait_for(1)
    assert receipt == receipt_bytes(order)
    assert "Nr. 1" in lines(receipt) and "Vielen Dank für Ihre Bestellung!" in lines(receipt)
    [kitchen] = tcp["kitchen"].wait_for(1)
    assert lines(kitchen) == [
        "Küche",
        RULE,
        "Nr. 1",
        "Takeaway",
        "Bestellt 18.11.2026 10:00 Uhr",
        "So schnell wie möglich",
        RULE,
        "2 Stk. Wiener Schnitzel",
        "50 dag Bergkäse vom Laib",
        "  Reifung: Alt",
        "  Extras: Nüsse",
        "  Gruß: Alles Gute",
        RULE,
        "Kommentar: Bitte ohne Zitrone",
    ]
    # the number large, no price anywhere, the cut at the end
    assert b"\x1d!\x11Nr. 1\n\x1d!\x00" in kitchen
    assert b"12,90" not in kitchen and b"Summe" not in kitchen
    [bar] = tcp["bar"].wait_for(1)
    assert lines(bar) == [
        "Bar",
        RULE,
        "Nr. 1",
        "Takeaway",
        "Bestellt 18.11.2026 10:00 Uhr",
        "So schnell wie möglich",
        RULE,
        "1 Stk. Cola 0,5 l",
        RULE,
        "Kommentar: Bitte ohne Zitrone",
    ]
    assert tcp["cellar"].prints == []
    jobs = PrintJob.objects.filter(order=order).order_by("id")
    assert [(job.device.name, job.kind, job.reason, job.status, job.attempts) for job in jobs] == [
        ("Bondrucker", "receipt", "new", "printed", 1),
        ("Bardrucker", "kitchen", "new", "printed", 1),
        ("Küchendrucker", "kitchen", "new", "printed", 1),
    ]
    assert all(job.printed_at == NOW for job in jobs)


def test_a_dine_in_ticket_names_the_table_and_the_appointment(kitchen_shop, printers, tcp, agents, anon_client):
    # given: a table order for 12:30
    from organisation.tests.factories import TableFactory

    table = TableFactory(branch=kitchen_shop.branch, identifier="7")
    data = draft(
        kitchen_shop.shop,
        [item(kitchen_shop.cola, "3")],
        isDineIn=True,
        table=table.id,
        appointmentDate="2026-11-18T11:30:00Z",
    )

    # when
    placed(anon_client, data)
    agents(printers["bar"]).poll_once()

    # then
    [bar] = tcp["bar"].wait_for(1)
    assert lines(bar) == [
        "Bar",
        RULE,
        "Nr. 1",
        "Dine In, Tisch 7",
        "Bestellt 18.11.2026 10:00 Uhr",
        "Termin: 18.11.2026 12:30 Uhr",
        RULE,
        "3 Stk. Cola 0,5 l",
    ]


def test_a_printer_without_auto_print_or_inactive_gets_nothing(kitchen_shop, tcp, anon_client):
    # given
    branch = kitchen_shop.branch
    printer_device(branch, tcp("manual"), "Nur manuell", auto_print=False)
    printer_device(branch, tcp("off"), "Abgeschaltet", is_active=False)

    # when
    order = placed(anon_client, order_draft(kitchen_shop))

    # then
    assert not PrintJob.objects.filter(order=order).exists()
    assert not Command.objects.exists()


def test_a_printer_never_paired_gets_no_job_and_drucken_falls_back_to_the_browser(
    kitchen_shop, tcp, anon_client, admin_client
):
    # given: a receipt printer set up in the back office whose agent was never paired
    branch = kitchen_shop.branch
    unpaired = printer_device(branch, tcp("ungekoppelt"), "Ungekoppelt")
    Device.objects.filter(pk=unpaired.pk).update(secret_hash=None, paired_at=None)

    # when
    order = placed(anon_client, order_draft(kitchen_shop))
    answer = admin_client.post(f"/api/orders/{order.pk}/print")

    # then
    assert answer.status_code == 200
    assert answer.json()["data"]["printJobs"] == []
    assert "<html" in answer.json()["data"]["html"]
    assert not PrintJob.objects.filter(order=order).exists()
    assert not Command.objects.exists()


def test_an_online_order_prints_once_it_is_paid_and_only_once(kitchen_shop, printers, tcp, agents, config):  # noqa: F811
    # given: an online order, not yet paid (stored by the creation service; its payment is made below)
    config.enable_mollie = config.enable_plugin_mollie = True
    config.save()
    kitchen_shop.branch.is_mollie_enabled = True
    kitchen_shop.branch.save()
    shop = kitchen_shop.shop
    snake = {
        "branch": kitchen_shop.branch.pk,
        "items": [
            {"product": shop.schnitzel.pk, "amount": "2", "parts": []},
            {"product": shop.cola.pk, "amount": "1", "parts": []},
        ],
        "first_name": "Erika",
        "last_name": "Musterfrau",
        "email": "erika@example.com",
        "phone": "+43 664 1234567",
        "payment_method": PaymentMethod.MOLLIE,
        "legal_instructions": True,
        "privacy_policy": True,
    }
    result = create_order(snake, now=NOW)
    assert result.errors == [], result.errors
    order = result.order
    assert not PrintJob.objects.filter(order=order).exists()
    payment = PaymentFactory(amount=order.total_gross)
    Order.objects.filter(pk=order.pk).update(payment=payment)
    paid = RemotePayment(id=payment.provider_id, status=PaymentStatus.PAID, amount=payment.amount, currency="EUR")

    # when: the provider reports it paid, twice
    apply_remote(payment, paid)
    apply_remote(payment, paid)
    receipt_agent = agents(printers["receipt"])
    receipt_agent.poll_once()
    receipt_agent.poll_once()

    # then: printed once, for the reason 'paid'
    assert len(tcp["receipt"].wait_for(2, timeout=0.5)) == 1
    jobs = PrintJob.objects.filter(order=order).order_by("id")
    assert [(job.device.name, job.kind, job.reason, job.status) for job in jobs] == [
        ("Bondrucker", "receipt", "paid", "printed"),
        ("Bardrucker", "kitchen", "paid", "sent"),
        ("Küchendrucker", "kitchen", "paid", "sent"),
    ]


def test_a_repeated_hook_makes_each_job_once(kitchen_shop, printers, tcp, agents):
    # given: an order of the shop's products
    shop = kitchen_shop.shop
    order = OrderFactory(
        branch=kitchen_shop.branch,
        items=[(shop.schnitzel.id, {"name": "Wiener Schnitzel", "unit": "piece", "price": "12.90", "tax": "10.00"}, 1)],
    )

    # when: the hook runs three times (a retried transaction, a replayed event)
    made = []
    for _ in range(3):
        with transaction.atomic():
            made.append(order_to_print(order, PrintReason.NEW))
    printing.deliver(PrintJob.objects.filter(order=order).first().pk)
    agents(printers["receipt"]).poll_once()
    agents(printers["kitchen"]).poll_once()

    # then: the receipt and the kitchen's ticket once, each printed once
    assert [len(jobs) for jobs in made] == [2, 0, 0]
    assert [job["kind"] for job in made[0]] == ["receipt", "kitchen"]
    assert PrintJob.objects.filter(order=order).count() == 2
    assert Command.objects.filter(kind="print").count() == 2
    assert len(tcp["receipt"].wait_for(1)) == 1
    assert len(tcp["kitchen"].wait_for(1)) == 1
    assert set(PrintJob.objects.values_list("status", flat=True)) == {PrintJobStatus.PRINTED}


def test_drucken_prints_the_receipt_again_and_answers_the_html_and_the_jobs(
    kitchen_shop, printers, tcp, agents, admin_client, anon_client
):
    # given: a placed order, printed
    order = placed(anon_client, order_draft(kitchen_shop))
    receipt_agent = agents(printers["receipt"])
    receipt_agent.poll_once()

    # when: staff press 'Drucken'
    response = admin_client.post(f"/api/orders/{order.pk}/print")
    receipt_agent.poll_once()

    # then: a second receipt (no kitchen ticket), the HTML for the browser as before
    assert response.status_code == 200
    body = response.json()["data"]
    assert "Nr. 1" in body["html"]
    manual = PrintJob.objects.get(order=order, reason="manual")
    assert body["printJobs"] == [
        {
            "id": manual.pk,
            "kind": "receipt",
            "kindLabel": "Beleg",
            "reason": "manual",
            "status": "queued",
            "statusLabel": "Wartend",
            "device": printers["receipt"].pk,
            "deviceName": "Bondrucker",
            "department": None,
            "departmentName": "",
            "attempts": 0,
            "lastError": "",
            "createdAt": "2026-11-18T09:00:00Z",
            "printedAt": None,
        }
    ]
    receipts = tcp["receipt"].wait_for(2)
    assert receipts == [receipt_bytes(order), receipt_bytes(order)]
    assert manual.key is None
    # the order's jobs with their state, as the order detail shows them
    listed = admin_client.get(f"/api/orders/{order.pk}/print-jobs").json()["data"]
    assert [(job["deviceName"], job["kind"], job["reason"], job["statusLabel"]) for job in listed] == [
        ("Bondrucker", "receipt", "new", "gedruckt"),
        ("Bardrucker", "kitchen", "new", "Gesendet"),
        ("Küchendrucker", "kitchen", "new", "Gesendet"),
        ("Bondrucker", "receipt", "manual", "gedruckt"),
    ]
    # the manual job is in the audit log, with who asked
    from audit.models import LogEntry

    entry = LogEntry.objects.get(entity="printjob", entity_id=str(manual.pk))
    assert (entry.action, entry.user_label) == ("create", "admin@example.com")


def test_drucken_without_a_printer_answers_the_html_and_no_jobs(branch, config, admin_client):  # noqa: F811
    # given
    order = OrderFactory(branch=branch)

    # when
    response = admin_client.post(f"/api/orders/{order.pk}/print")

    # then
    assert response.status_code == 200
    assert response.json()["data"]["printJobs"] == []
    assert "Nr. " in response.json()["data"]["html"]
    assert admin_client.get(f"/api/orders/{order.pk}/print-jobs").json()["data"] == []


def test_another_branchs_order_is_not_printed_nor_its_jobs_shown(
    branch,
    other_branch,
    config,  # noqa: F811
    employee_client,
    tcp,
):
    # given: a printer in Graz, whose orders the employee of Mariahilf does not reach
    printer_device(other_branch, tcp("graz"), "Bondrucker Graz")
    order = OrderFactory(branch=other_branch)

    # when
    printed = employee_client.post(f"/api/orders/{order.pk}/print")
    listed = employee_client.get(f"/api/orders/{order.pk}/print-jobs")

    # then
    assert (printed.status_code, listed.status_code) == (404, 404)
    assert not PrintJob.objects.exists()


def test_the_print_jobs_need_staff(anon_client, branch, config):  # noqa: F811
    order = OrderFactory(branch=branch)
    assert anon_client.get(f"/api/orders/{order.pk}/print-jobs").status_code in (401, 403)
