"""One URL answered by a different view per HTTP method.

Django routes by path alone, but the API has a URL shared by two audiences: POST /api/orders places a
customer's order (public) while GET /api/orders lists orders for staff. Each keeps its own view class;
`by_method` hands a request to the view named for its method and any other method to the default
view (which answers OPTIONS, HEAD or 405 as before). The schema describes each method by the view
that answers it (`expand_by_method`, a drf-spectacular preprocessing hook).
"""

from django.views.decorators.csrf import csrf_exempt


def by_method(default, **views):
    """A view calling `views[method]` (given as post=..., put=...) or else `default`; all DRF views.

    Exempt from Django's CSRF middleware like every DRF view: each view checks CSRF itself when it
    authenticates by session.
    """
    handlers = {method.upper(): view for method, view in views.items()}

    @csrf_exempt
    def view(request, *args, **kwargs):
        handler = handlers.get(request.method, default)
        response = handler(request, *args, **kwargs)
        if handler is default and response.has_header("Allow"):
            # OPTIONS and 405 name every method of the URL, the other views' as well
            allowed = [method.strip() for method in response["Allow"].split(",")]
            response["Allow"] = ", ".join(allowed + [method for method in handlers if method not in allowed])
        return response

    # the schema generator lists a URL only when its view names its DRF class: the default view's
    view.cls = default.cls
    view.initkwargs = default.initkwargs
    if hasattr(default, "actions"):
        view.actions = default.actions
    view.default = default
    view.handlers = handlers
    return view


def expand_by_method(endpoints):
    """Each method of a `by_method` URL described by the view that answers it."""
    result, expanded = [], set()
    for path, path_regex, method, callback in endpoints:
        handlers = getattr(callback, "handlers", None)
        if handlers is None:
            result.append((path, path_regex, method, callback))
            continue
        if method not in handlers:
            result.append((path, path_regex, method, callback.default))
        if path_regex not in expanded:
            expanded.add(path_regex)
            result += [(path, path_regex, name, handler) for name, handler in handlers.items()]
    return result
