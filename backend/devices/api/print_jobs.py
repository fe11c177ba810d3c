"""An order's print jobs with their state ('gedruckt', 'fehlgeschlagen'), for the order in the back office:
GET /api/orders/{id}/print-jobs, staff within their branch reach (another branch's order answers 404)."""

from drf_spectacular.utils import extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from ordering.api.fields import PrintJobSummarySerializer
from ordering.selectors import orders_for

from .. import selectors
from ..services.printing import summary


class OrderPrintJobsView(APIView):
    pagination_class = None

    @extend_schema(operation_id="orders_print_jobs", responses={200: PrintJobSummarySerializer(many=True)})
    def get(self, request, order_id: int):
        """The order's print jobs, oldest first: receipt, kitchen tickets, manual prints, each with its state."""
        order_id = orders_for(request.user).filter(pk=order_id).values_list("pk", flat=True).first()
        if order_id is None:
            raise NotFound()
        jobs = [summary(job) for job in selectors.print_jobs_of_order(order_id)]
        return Response(PrintJobSummarySerializer(jobs, many=True).data)
