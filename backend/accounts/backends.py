from django.contrib.auth.backends import ModelBackend


class EmailBackend(ModelBackend):
    """Password login by e-mail (case-insensitive).

    Inactive, locked and expired users are authenticated here on purpose: the login service
    tells them apart afterwards to show the right German message. Every other entry point
    (sessions, API) refuses them through user_can_authenticate / get_user.
    """

    def user_can_authenticate(self, user):
        return True

    def get_user(self, user_id):
        user = super().get_user(user_id)
        if user is None or not user.is_active or user.is_locked or user.is_expired:
            return None
        return user
