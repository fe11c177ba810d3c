from django.urls import path

from . import views

urlpatterns = [
    path("public/consent", views.PublicConsentView.as_view(), name="public-consent"),
    path("consents", views.RecordDecisionView.as_view(), name="consents"),
    path("consent/configuration", views.ConfigurationView.as_view(), name="consent-configuration"),
    path("consent/versions", views.VersionListView.as_view(), name="consent-versions"),
    path("consent/records", views.RecordListView.as_view(), name="consent-records"),
    path("consent/summary", views.SummaryView.as_view(), name="consent-summary"),
]
