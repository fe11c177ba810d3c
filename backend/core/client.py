"""What services may know of the sender of an HTTP request, read once by the view (Client.of).

Services never take the request (ARCHITECTURE.md, "One shape per kind of file"): a view hands on these facts, a service
that needs the client's address for a rate limit or a visitor's hash reads them here.
"""

from dataclasses import dataclass

from .ratelimit import client_ip


@dataclass(frozen=True)
class Client:
    # behind PROXY_COUNT proxies, as the rate limits count it (ratelimit.client_ip); "" when unknown
    address: str = ""
    user_agent: str = ""
    # the site asked for (the Host header, checked against ALLOWED_HOSTS), with its port
    host: str = ""
    referer: str = ""

    @classmethod
    def of(cls, request) -> "Client":
        return cls(
            address=client_ip(request) or "",
            user_agent=request.headers.get("User-Agent", ""),
            host=request.get_host(),
            referer=request.headers.get("Referer", ""),
        )
