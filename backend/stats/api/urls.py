from django.urls import path

from .views import StatisticView

urlpatterns = [path("statistics/<str:kind>", StatisticView.as_view(), name="statistic")]
