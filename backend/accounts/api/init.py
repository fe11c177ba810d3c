from ..models import User
from .serializers import CurrentUserSerializer


def current_user_entry(request):
    user = User.objects.prefetch_related("branches").get(pk=request.user.pk)
    return CurrentUserSerializer(user).data
