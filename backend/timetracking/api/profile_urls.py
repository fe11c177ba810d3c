"""The profile statistics: mounted before stats' /statistics/{kind} (config.urls), whose path would match them."""

from django.urls import path

from . import profile

urlpatterns = [
    path("statistics/user-profile", profile.UserProfileView.as_view(), name="statistics-user-profile"),
    path(
        "statistics/user-profile-working-activities",
        profile.UserProfileActivitiesView.as_view(),
        name="statistics-user-profile-working-activities",
    ),
]
