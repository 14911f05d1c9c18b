"""The ceiling on a request body, for every HTTP door served here on uvicorn: `serve`'s
webhook, the console's forms, and `mcp --http`.

uvicorn bounds a request's head, never its body, and h11 holds a body to the
Content-Length it declared. So each door reads the declared length first, and refuses a
body past its ceiling (413), a length that is not a number (400), and a body sent
chunked, with no length to hold it to (411), before it reads a byte of it: a 50 MB body
costs what its head costs. `BodyCeiling` is that check as ASGI middleware (MCP's SDK
reads the whole body otherwise); the webhook and the console call `body_refusal` where
they read theirs.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

# the largest MCP request: a tool call's JSON-RPC envelope around its arguments, the
# longest of which is a 2,000-character query or a 500-character fact (6 bytes a
# character at most, escaped as JSON)
MCP_MAX_BODY_BYTES = 65_536
_LENGTH_DIGITS = 12  # past a terabyte: no length a door reads, whatever its ceiling


@dataclass(frozen=True)
class BodyRefusal:
    """Why a request's body is not read: its status, a reason code and the fix."""

    status: int
    reason: str
    message: str

    def body(self) -> dict[str, str]:
        return {"error": self.message, "reason": self.reason}


def body_refusal(
    headers: Mapping[str, str], most: int, *, accepted: int | None = None, sized: bool = False
) -> BodyRefusal | None:
    """None when a body of the declared length may be read: at most `most` bytes, which
    the message names as `accepted` when a door reads more than it accepts (the webhook
    drains a little past its limit, so a sender sees the 413). A body with no declared
    length is refused when chunked, and, with `sized`, when absent as well (a write)."""
    declared = headers.get("content-length")
    if declared is None:
        if sized or "transfer-encoding" in headers:
            message = "send the body with a Content-Length (chunked bodies are not accepted)"
            return BodyRefusal(411, "length_required", message)
        return None  # no length and no chunks: HTTP/1.1 says no body
    if not (declared.isascii() and declared.isdigit()):  # h11 refuses most of these first
        return BodyRefusal(400, "invalid_length", "Content-Length must be a number of bytes")
    significant = declared.lstrip("0") or "0"
    if len(significant) > _LENGTH_DIGITS or int(significant) > most:
        shown = significant if len(significant) <= _LENGTH_DIGITS else "more than 10^12"
        limit = most if accepted is None else accepted
        message = f"body is {shown} bytes; at most {limit} accepted"
        return BodyRefusal(413, "body_too_large", message)
    return None


def request_headers(scope: Scope) -> dict[str, str]:
    """The request's headers by lower-case name; a repeated header's values joined with a
    comma, as API Gateway joins them for the Lambda, so both doors read the same value."""
    joined: dict[str, str] = {}
    for raw_name, raw_value in scope["headers"]:
        name, value = raw_name.decode("latin-1").lower(), raw_value.decode("latin-1")
        joined[name] = f"{joined[name]},{value}" if name in joined else value
    return joined


class BodyCeiling:
    """ASGI middleware: an HTTP request whose body `body_refusal` refuses is answered with
    its status and reason in JSON, and the connection closed, before `app` runs."""

    def __init__(self, app: App, most: int) -> None:
        self.app = app
        self.most = most

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        refusal = None
        if scope["type"] == "http":
            refusal = body_refusal(request_headers(scope), self.most)
        if refusal is None:
            await self.app(scope, receive, send)
            return
        payload = json.dumps(refusal.body()).encode()
        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(payload)).encode()),
            (b"connection", b"close"),
        ]
        await send({"type": "http.response.start", "status": refusal.status, "headers": headers})
        await send({"type": "http.response.body", "body": payload})
