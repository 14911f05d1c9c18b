"""Who may use the console: the login token, the session cookie, and cross-site refusals.

As notebook servers do, the console prints a URL with a random token; opening it sets
an HttpOnly, SameSite=Strict session cookie (derived from the token, named after the
port: browsers share cookies across the ports of a host, and two consoles must not log
each other out) and redirects to the same page without the token, never off-site. Every
request needs that cookie (or the token); a request naming another Host is refused (DNS
rebinding). A write must also come from the console's own origin (Origin, else Referer;
Sec-Fetch-Site) and carry the form's CSRF token, checked by the one function that reads
a write's form; a method no route takes is the router's 405. Every answer forbids
framing, caching and referrers.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import re
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from urllib.parse import quote, urlencode

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response

from agent_memory.http_body import body_refusal

logger = logging.getLogger("agent_memory.console")

COOKIE_PREFIX = "agent_memory_console_"  # and the port
TOKEN_PARAMETER = "token"
CSRF_FIELD = "csrf"
MAX_BODY_BYTES = 65_536  # a form of the console is a few hundred bytes
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
# a path of this origin: one slash, then no slash, backslash, control character or space
# (browsers read `//host`, `/\host` and a tab-broken `/\t/host` as another site)
_OWN_PATH = re.compile(r"/(?![/\\])[^\\\x00-\x20\x7f]*")
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
        "frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    # same-origin, not no-referrer: with no-referrer a browser posts forms with `Origin: null`
    "Referrer-Policy": "same-origin",  # a page's address names a phone: never sent elsewhere
    "Cache-Control": "no-store",
}


class WriteRefused(Exception):
    """A write refused before its form is read: `status` and the reason to show."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status, self.reason = status, reason


def url_host(host: str) -> str:
    """`host` as a URL or a Host header writes it (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host


def own_target(path: str, query: list[tuple[str, str]]) -> str:
    """Where the login goes once the token is in the cookie: the same page of this
    console, or its first page when the path could be read as another site."""
    if not _OWN_PATH.fullmatch(path):
        return "/"
    return quote(path, safe="/+") + (f"?{urlencode(query)}" if query else "")


@dataclass(frozen=True)
class ConsoleAccess:
    """The secrets of one console run and the addresses it answers on."""

    token: str = field(default_factory=lambda: secrets.token_urlsafe(32))
    hosts: frozenset[str] = frozenset()  # host:port values the Host header may carry
    port: int = 0

    @classmethod
    def for_address(cls, host: str, port: int, token: str | None = None) -> ConsoleAccess:
        """Access for a console listening on host:port (127.0.0.1 is also `localhost`)."""
        names = {host, "localhost", "127.0.0.1"} if host in ("127.0.0.1", "localhost") else {host}
        hosts = frozenset(f"{url_host(n)}:{port}" for n in names)
        return cls(token or secrets.token_urlsafe(32), hosts, port)

    @property
    def cookie(self) -> str:
        """The session cookie's name: one per port, as two consoles may run side by side."""
        return f"{COOKIE_PREFIX}{self.port}"

    def _derived(self, purpose: str) -> str:
        return hmac.new(self.token.encode(), purpose.encode(), hashlib.sha256).hexdigest()

    @property
    def session(self) -> str:
        """The session cookie's value."""
        return self._derived("session")

    @property
    def csrf(self) -> str:
        """The token every form carries."""
        return self._derived("csrf")

    def login_url(self, host: str, port: int) -> str:
        """The address to open, with the token."""
        return f"http://{url_host(host)}:{port}/?{urlencode({TOKEN_PARAMETER: self.token})}"

    def _same(self, given: str | None, expected: str) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), expected.encode())

    def origin_allowed(self, request: Request) -> bool:
        """True when a write comes from a page of the console itself."""
        site = request.headers.get("sec-fetch-site")
        if site is not None and site not in ("same-origin", "none"):
            return False
        origin = request.headers.get("origin")
        if origin is None:
            referer = request.headers.get("referer", "")
            origin = "/".join(referer.split("/")[:3]) if referer.count("/") >= 2 else None
        return origin is not None and origin in {f"http://{h}" for h in self.hosts}

    async def checked_form(self, request: Request) -> FormData:
        """The form of a write, once its origin, its size and its CSRF token are checked
        (WriteRefused otherwise): every write's handler reads its form here."""
        if not self.origin_allowed(request):
            raise WriteRefused(403, "cross-site request refused: use the console's own pages")
        refusal = body_refusal(request.headers, MAX_BODY_BYTES, sized=True)
        if refusal is not None:
            raise WriteRefused(refusal.status, refusal.message)
        form = await request.form(max_files=0, max_fields=20, max_part_size=16_384)
        given = form.get(CSRF_FIELD)
        if not isinstance(given, str) or not self._same(given, self.csrf):
            raise WriteRefused(403, "cross-site request refused: the form's token is missing")
        return form

    async def guard(
        self, request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        """The middleware: login, session, Host and Origin checks, headers, one log line."""
        started = time.perf_counter()
        response = await self._admitted(request, call_next)
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        route = request.scope.get("route")
        logger.info(  # the route's pattern, never its address: that names a phone
            "console %s %s %d %.0f ms",
            request.method,
            getattr(route, "path", "?"),
            response.status_code,
            (time.perf_counter() - started) * 1000,
        )
        return response

    async def _admitted(
        self, request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        if request.headers.get("host") not in self.hosts:
            return PlainTextResponse("unknown Host: open the address the console printed", 400)
        token = request.query_params.get(TOKEN_PARAMETER)
        if token is not None:
            if not self._same(token, self.token):
                return _refused(403, "wrong token: open the address the console printed")
            kept = [(k, v) for k, v in request.query_params.multi_items() if k != TOKEN_PARAMETER]
            # the path as the server decoded it: request.url drops tabs and line breaks
            target = own_target(request.scope["path"], kept)
            response: Response = RedirectResponse(target, status_code=303)
            response.set_cookie(self.cookie, self.session, httponly=True, samesite="strict")
            return response
        if not self._same(request.cookies.get(self.cookie), self.session):
            return _refused(
                401, "not logged in: open the address the console printed (with ?token=...)"
            )
        try:
            return await call_next(request)
        except Exception as error:  # answered here, so no server logs a traceback
            # the type only: a message or a traceback may quote what the store held
            logger.error("console request failed: %s", type(error).__name__)
            return _refused(500, f"the console failed ({type(error).__name__}): try again")


def _refused(status: int, reason: str) -> Response:
    return PlainTextResponse(reason, status)
