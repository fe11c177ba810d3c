"""Print jobs (docs/devices.md 'Printing'): which printers print an order, the job's way to the printer agent as a
`print` command, its answer, and the jobs that must be handed out again.

- make_jobs(): called by ordering (ordering.registry.on_print, registered in apps.py) INSIDE the transaction that
  placed the order (reason `new`), recorded its payment (`paid`) or in which staff asked for it (`manual`). An
  automatic job carries a unique key (order, printer, kind, department, reason): however often the hook runs, it
  is made once. Each new job is delivered after the commit as an effect of the same transaction (core.tasks), so a
  crash after the commit delays it, never loses it.
- deliver(): the job (still queued) becomes a `print` command of its printer: {jobId, data: base64 ESC/POS}; the
  bytes are rendered now, from the order as it is.
- on_print_ack(): the agent's answer (registry.on_ack): printed ('gedruckt') or failed ('fehlgeschlagen') with its
  error. A failure before a single byte reached the printer (result.sent false: the printer did not answer the
  connection) is tried again later, at most PRINT_MAX_ATTEMPTS times; any other failure is final (the printer may
  have printed part of it: printing it again could print it twice).
- retry(): the periodic task (devices.tasks.retry_print_jobs, every minute): a job whose command expired before
  its agent fetched it (the agent was offline) is handed out again, one that waited PRINT_RETRY_SECONDS after a
  failed connection too; a job whose command was fetched but never answered ends failed (the agent may have
  printed it: its journal decides, a second command would not).
- test_print(): 'Testdruck' from the back office, waited for like the test notification.

Never printed twice: the server hands a job out again only when no agent has fetched it; the agent journals a job
before it sends the bytes and refuses a journalled job ('Druck unterbrochen, bitte prüfen.', devices/agent).
"""

import base64
import datetime
import logging

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from audit.models import Action
from audit.services import record_change, snapshot
from catalogue.selectors import departments_of_products
from core.tasks import enqueue
from ordering.documents.printing import kitchen_ticket_bytes, printer_test_page, receipt_bytes
from ordering.models import Order

from .. import messages
from ..errors import DeviceError
from ..models import (
    Command,
    CommandKind,
    CommandStatus,
    Device,
    DeviceKind,
    PrintJob,
    PrintJobKind,
    PrintJobReason,
    PrintJobStatus,
)
from . import checks, commands

logger = logging.getLogger(__name__)

AUTOMATIC = (PrintJobReason.NEW, PrintJobReason.PAID)


# --- jobs of an order ------------------------------------------------------------------------------------------


def job_key(order_id: int, printer_id: int, kind: str, department_id: int | None, reason: str) -> str:
    """The unique key of an automatic job: one per order, printer, kind, department and reason."""
    return f"{order_id}:{printer_id}:{kind}:{department_id or '-'}:{reason}"


def _printers(order: Order, reason: str) -> list[Device]:
    # a printer no agent was paired with has nobody to print for it: no job that could only fail
    printers = Device.objects.filter(
        branch_id=order.branch_id, kind=DeviceKind.PRINTER, is_active=True, secret_hash__isnull=False
    )
    if reason in AUTOMATIC:
        printers = printers.filter(auto_print=True)
    else:
        # 'Drucken' in the back office prints the receipt, not the kitchen tickets
        printers = printers.filter(department__isnull=True)
    return list(printers.order_by("name", "id"))


def item_departments(order: Order) -> dict[int, int]:
    """{item position: department id}: where each item is prepared (its product's category in the branch's menu
    at the moment the order was placed, catalogue.selectors.departments_of_products); items without one are on
    no kitchen ticket."""
    items = list(order.items.all())
    departments = departments_of_products(order.branch, {item.product_id for item in items}, order.created_at)
    return {item.position: departments[item.product_id] for item in items if item.product_id in departments}


def make_jobs(order: Order, reason: str, actor=None) -> list[dict]:
    """The jobs for printing the order for `reason` (ordering.registry.on_print), made inside the caller's
    transaction and delivered after its commit; the ones made now, as ordering's PrintJobSummarySerializer
    answers them (an automatic job made before is not made again). One query for a branch without printers.
    `actor` is only recorded: a new order (a customer, maybe anonymous) or its payment prints without one, and
    ordering checks the staff who ask for a print (ordering.services.printing.request_print)."""
    printers = _printers(order, reason)
    if not printers:
        return []
    kitchens = [printer for printer in printers if printer.department_id is not None]
    prepared = set(item_departments(order).values()) if kitchens else set()
    wanted = [(printer, PrintJobKind.RECEIPT) for printer in printers if printer.department_id is None]
    wanted += [(printer, PrintJobKind.KITCHEN) for printer in kitchens if printer.department_id in prepared]
    made = [job for printer, kind in wanted if (job := _make(order, printer, kind, reason, actor)) is not None]
    return [summary(job) for job in made]


def _make(order: Order, printer: Device, kind: str, reason: str, actor) -> PrintJob | None:
    department_id = printer.department_id if kind == PrintJobKind.KITCHEN else None
    key = job_key(order.pk, printer.pk, kind, department_id, reason) if reason in AUTOMATIC else None
    if key is not None and PrintJob.objects.filter(key=key).exists():
        return None
    job = PrintJob(order=order, device=printer, kind=kind, department_id=department_id, reason=reason, key=key)
    try:
        # a savepoint: a twin hook that won the race leaves the caller's transaction usable
        with transaction.atomic():
            job.save()
    except IntegrityError:
        if key is not None and PrintJob.objects.filter(key=key).exists():
            return None
        raise
    job.device = printer
    if actor is not None:
        record_change(actor, Action.CREATE, job, before={}, after=snapshot(job))
    _deliver_after_commit(job)
    return job


def _deliver_after_commit(job: PrintJob) -> None:
    from ..tasks import deliver_print_job

    enqueue(deliver_print_job, job.pk)


def summary(job: PrintJob) -> dict:
    """The job as the order's print jobs list it (GET /api/orders/{id}/print-jobs, POST /api/orders/{id}/print)."""
    return {
        "id": job.pk,
        "kind": job.kind,
        "kind_label": job.get_kind_display(),
        "reason": job.reason,
        "status": job.status,
        "status_label": job.get_status_display(),
        "device": job.device_id,
        "device_name": job.device.name,
        "department": job.department_id,
        "department_name": job.department.name if job.department_id else "",
        "attempts": job.attempts,
        "last_error": job.last_error,
        "created_at": job.created_at,
        "printed_at": job.printed_at,
    }


# --- delivery ------------------------------------------------------------------------------------------------


def command_lifetime() -> datetime.timedelta:
    """How long a print command waits for its agent to fetch it before the job is handed out anew."""
    return datetime.timedelta(seconds=settings.PRINT_COMMAND_SECONDS)


def render(job: PrintJob) -> bytes:
    """The job's ESC/POS bytes: the receipt, the department's kitchen ticket (its items only) or the test page."""
    if job.kind == PrintJobKind.TEST:
        return printer_test_page(job.device.name, job.device.branch.name, job.created_at)
    order = Order.objects.select_related("branch").prefetch_related("items").get(pk=job.order_id)
    if job.kind == PrintJobKind.KITCHEN:
        positions = {
            position for position, department in item_departments(order).items() if department == job.department_id
        }
        return kitchen_ticket_bytes(order, positions, job.department.name if job.department_id else "")
    return receipt_bytes(order)


def deliver(job_id: int) -> PrintJob | None:
    """Hand a queued job to its printer as a `print` command (one attempt); a job sent, printed or failed stays as it
    is, so a repeated delivery of the outbox message sends nothing twice."""
    with transaction.atomic():
        job = _locked(job_id)
        if job is None or job.status != PrintJobStatus.QUEUED:
            return job
        _send(job)
    return job


def _locked(job_id: int) -> PrintJob | None:
    return (
        PrintJob.objects.select_for_update(of=("self",))
        .select_related("device__branch", "department")
        .filter(pk=job_id)
        .first()
    )


def _send(job: PrintJob) -> None:
    data = base64.b64encode(render(job)).decode("ascii")
    command = commands.send(
        job.device, CommandKind.PRINT, {"jobId": job.pk, "data": data}, expires_in=command_lifetime()
    )
    job.command = command
    job.status = PrintJobStatus.SENT
    job.attempts += 1
    job.sent_at = timezone.now()
    job.save(update_fields=["command", "status", "attempts", "sent_at", "last_error"])


def _fail(job: PrintJob, error: str) -> None:
    job.status = PrintJobStatus.FAILED
    job.last_error = error[:500]
    job.save(update_fields=["status", "last_error"])
    logger.warning("print job %s failed: %s", job.pk, error)


# --- the agent's answer --------------------------------------------------------------------------------------


def on_print_ack(command: Command) -> None:
    """A `print` command was answered (registry.on_ack, inside the ack's transaction): the job follows it. An answer
    to a command that no longer carries the job changes nothing."""
    job_id = (command.payload or {}).get("jobId")
    job = _locked(job_id) if isinstance(job_id, int) else None
    if job is None or job.command_id != command.pk or job.status == PrintJobStatus.PRINTED:
        return
    if command.status == CommandStatus.DONE:
        job.status = PrintJobStatus.PRINTED
        job.printed_at = command.finished_at or timezone.now()
        job.last_error = ""
        job.save(update_fields=["status", "printed_at", "last_error"])
        return
    error = command.error or messages.PRINT_FAILED
    nothing_sent = isinstance(command.result, dict) and command.result.get("sent") is False
    if nothing_sent and job.kind != PrintJobKind.TEST and job.attempts < settings.PRINT_MAX_ATTEMPTS:
        # not a byte reached the printer: it is tried again after PRINT_RETRY_SECONDS (retry())
        job.status = PrintJobStatus.QUEUED
        job.last_error = error[:500]
        job.save(update_fields=["status", "last_error"])
        return
    _fail(job, error)


# --- jobs handed out again -----------------------------------------------------------------------------------


def retry(now: datetime.datetime | None = None) -> int:
    """The periodic look at unfinished jobs (see the module's text); the number of jobs handed out again."""
    now = now or timezone.now()
    pause = datetime.timedelta(seconds=settings.PRINT_RETRY_SECONDS)
    unanswered = Q(status=PrintJobStatus.SENT) & (
        Q(command__isnull=True)
        | Q(command__status__in=(CommandStatus.EXPIRED, CommandStatus.ABORTED))
        | Q(command__status__in=(CommandStatus.PENDING, CommandStatus.DELIVERED), command__expires_at__lte=now)
    )
    waiting = Q(status=PrintJobStatus.QUEUED, attempts__gt=0) & (
        Q(command__isnull=True) | Q(command__finished_at__lte=now - pause)
    )
    # a test page is waited for by whoever asked for it, never handed out again
    jobs = PrintJob.objects.filter(unanswered | waiting).exclude(kind=PrintJobKind.TEST)
    ids = list(jobs.order_by("id").values_list("pk", flat=True)[:500])
    return sum(_retry_one(job_id, now) for job_id in ids)


def _retry_one(job_id: int, now: datetime.datetime) -> bool:
    with transaction.atomic():
        job = _locked(job_id)
        if job is None or job.status not in (PrintJobStatus.QUEUED, PrintJobStatus.SENT):
            return False
        command = Command.objects.select_for_update().filter(pk=job.command_id).first()
        if job.status == PrintJobStatus.SENT and command is not None:
            if command.status in (CommandStatus.PENDING, CommandStatus.DELIVERED):
                if command.expires_at > now:
                    return False
                # nobody answered in time: the command ends, and no agent fetches it from now on
                command = commands.expire(command)
            if command.status in (CommandStatus.DONE, CommandStatus.FAILED):
                # answered meanwhile: the ack handler has decided
                return False
            if command.delivered_at is not None:
                _fail(job, messages.PRINT_UNANSWERED)
                return False
        if job.attempts >= settings.PRINT_MAX_ATTEMPTS:
            _fail(job, job.last_error or messages.PRINTER_UNREACHABLE)
            return False
        if job.status == PrintJobStatus.SENT:
            job.last_error = messages.PRINTER_UNREACHABLE
        job.status = PrintJobStatus.QUEUED
        _send(job)
    return True


# --- the test print ------------------------------------------------------------------------------------------


def test_print(actor, device: Device) -> Command:
    """'Testdruck': a test job for the printer (the test page: printer, branch, moment), waited for up to
    DEVICE_CONFIRM_SECONDS like the test notification; the command once the printer printed it. Not printed in
    time, or refused by the agent: 409 'Test nicht erfolgreich.', the job failed. Call it outside a transaction."""
    checks.check_reach(actor, device)
    if device.kind != DeviceKind.PRINTER:
        raise DeviceError(messages.NOT_A_PRINTER, "not_a_printer")
    with transaction.atomic():
        job = PrintJob.objects.create(device=device, kind=PrintJobKind.TEST, reason=PrintJobReason.MANUAL)
        record_change(actor, Action.CREATE, job, before={}, after=snapshot(job))
        job.device = device
        data = base64.b64encode(render(job)).decode("ascii")
        # a little longer than the wait: a late fetch still finds it; the wait marks it expired when it ends
        lifetime = datetime.timedelta(seconds=checks.confirm_seconds() + 30)
        command = commands.send(
            device, CommandKind.PRINT, {"jobId": job.pk, "data": data}, actor=actor, expires_in=lifetime
        )
        PrintJob.objects.filter(pk=job.pk).update(
            command=command, status=PrintJobStatus.SENT, attempts=1, sent_at=timezone.now()
        )
    try:
        return checks.wait_for_confirmation(command, messages.TEST_FAILED)
    except DeviceError:
        with transaction.atomic():
            job = _locked(job.pk)
            if job is not None and job.status == PrintJobStatus.SENT:
                command.refresh_from_db()
                _fail(job, command.error or messages.TEST_FAILED)
        raise
