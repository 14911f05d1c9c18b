"""The console's web application: routes, and what each page or action does.

Reads render from one store read each (`views.py`); every change is a call of the
core's curation API, then a redirect back to the person's page (post/redirect/get), so
a reload never repeats a change.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jinja2
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from agent_memory.console.security import CSRF_FIELD, ConsoleAccess, WriteRefused
from agent_memory.console.shown import editable, finalize, hidden_note, shown
from agent_memory.console.views import people_page, person_page
from agent_memory.core.curation import Curation, CurationConflict, CurationError, UnknownFact
from agent_memory.core.phone import normalise_phone
from agent_memory.core.records import ErasureReceipt
from agent_memory.display_text import quoted_input
from agent_memory.errors import (
    AgentMemoryError,
    ConfigurationError,
    TransientError,
)

HERE = Path(__file__).parent
DONE = {
    "edited": "Edited: the new text is a new version by the operator; the old one is its history.",
    "invalidated": "Marked no longer true: it is not shown to the model any more.",
    "restored": "Restored: a live copy by the operator supersedes the current version.",
    "deleted": "Deleted, with the versions it superseded.",
    "added": "Added, through the same screen as extracted facts.",
    "compacted": "Compacted: the messages were folded into the summary and facts.",
    "nothing-to-compact": "Nothing to compact: no message waits to be folded.",
}
# the fact route's {action}s, and the DONE key of each; the person's own actions (add,
# compact, erase) are each their own route, and no {action} of the fact route
FACT_DONE = {
    "edit": "edited",
    "invalidate": "invalidated",
    "restore": "restored",
    "delete": "deleted",
}
FACT_ACTIONS = tuple(FACT_DONE)
PAGE_DIGITS = 6  # ?page= past 999,999 is page 1 (no person has that many chains)


def ascii_number(text: str, digits: int) -> bool:
    """True for 1 to `digits` ASCII digits: `isdigit` alone takes ² and ①, which `int`
    refuses (a 500), and Arabic-Indic digits, which `int` reads."""
    return 0 < len(text) <= digits and text.isascii() and text.isdigit()


@dataclass
class ConsoleService:
    """What the console works on: one agent's memory in one store."""

    curation: Curation
    agent: str
    where: str  # the store, as an operator names it (shown in the header)
    erase: Callable[[str], ErasureReceipt]  # erases a person (local queues too)
    clock: Callable[[], datetime] = lambda: datetime.now(UTC)


def _when(value: datetime | None) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC") if value else ""


class _Pages:
    """The console's pages and actions, over one service."""

    def __init__(self, service: ConsoleService, access: ConsoleAccess) -> None:
        self.service, self.access, self.store = service, access, service.curation.store
        env = jinja2.Environment(  # finalize: every value shown visible and bounded
            loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=True, finalize=finalize
        )
        self.templates = Jinja2Templates(env=env)
        self.templates.env.filters.update(
            when=_when, shown=shown, editable=editable, hidden_note=hidden_note
        )
        self.templates.env.globals.update(
            agent=service.agent, where=service.where, csrf=access.csrf
        )

    def page(self, request: Request, name: str, status: int = 200, **values: Any) -> Response:
        return self.templates.TemplateResponse(
            request, name, {"csrf_field": CSRF_FIELD, **values}, status_code=status
        )

    async def people(self, request: Request) -> Response:
        cursor = request.query_params.get("after")
        try:
            listing = await run_in_threadpool(people_page, self.store, self.service.agent, cursor)
        except ValueError as error:
            return self.page(request, "people.html", 400, listing=None, error=str(error))
        return self.page(request, "people.html", listing=listing, error=None)

    async def find(self, request: Request) -> Response:
        try:
            phone = normalise_phone(request.query_params.get("phone", ""))
        except ValueError as error:
            listing = await run_in_threadpool(people_page, self.store, self.service.agent, None)
            return self.page(request, "people.html", 400, listing=listing, error=str(error))
        return RedirectResponse(request.url_for("person", phone=phone), status_code=303)

    async def show_person(
        self, request: Request, phone: str, error: str | None = None, status: int = 200
    ) -> Response:
        key = self.service.curation.memory.key(self.service.agent, phone)
        number = request.query_params.get("page", "1")
        number = int(number) if ascii_number(number, PAGE_DIGITS) else 1
        history = request.query_params.get("facts") == "all"
        view = await run_in_threadpool(
            person_page, self.store, key, self.service.clock(), number, history
        )
        done = DONE.get(request.query_params.get("done", ""))
        return self.page(request, "person.html", status, view=view, done=done, error=error)

    async def person(self, request: Request) -> Response:
        raw = request.path_params["phone"]
        try:
            phone = normalise_phone(raw)
        except ValueError as error:
            return self.page(request, "people.html", 400, listing=None, error=str(error))
        if phone != raw:
            return RedirectResponse(request.url_for("person", phone=phone), status_code=303)
        return await self.show_person(request, phone)

    async def export(self, request: Request) -> Response:
        try:
            phone = normalise_phone(request.path_params["phone"])
        except ValueError as error:
            return self.page(request, "people.html", 400, listing=None, error=str(error))
        agent, curation = self.service.agent, self.service.curation
        data = await run_in_threadpool(curation.export, agent, phone)
        name = f"person-{curation.memory.key(agent, phone).phone_hash}.json"
        return Response(
            json.dumps(data, ensure_ascii=False, indent=2),
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    def person_action(self, action: str) -> Callable[[Request], Awaitable[Response]]:
        """The handler of one person route's action (add, compact, erase): each action
        is its own route, so the fact route never reaches them."""

        async def handler(request: Request) -> Response:
            return await self.change(request, action)

        return handler

    async def fact_action(self, request: Request) -> Response:
        """The fact route: one of FACT_ACTIONS on one fact, nothing else."""
        return await self.change(request, None)

    async def change(self, request: Request, action: str | None) -> Response:
        """A write: check the form, make the change, go back to the person's page
        (`action` None: the fact route's own, from its address)."""
        try:
            form = await self.access.checked_form(request)
            phone = normalise_phone(request.path_params["phone"])
        except WriteRefused as refused:
            return PlainTextResponse(refused.reason, refused.status)
        except ValueError as error:
            return self.page(request, "people.html", 400, listing=None, error=str(error))
        try:
            if action is None:
                fact = _FactAction(request.path_params["fact_id"], request.path_params["action"])
                outcome = await run_in_threadpool(_apply_to_fact, self.service, phone, fact, form)
            else:
                outcome = await run_in_threadpool(_apply, self.service, phone, action, form)
        except AgentMemoryError as error:
            status, reason = _refusal(error)
            return await self.show_person(request, phone, reason, status)
        if isinstance(outcome, ErasureReceipt):
            return self.page(request, "receipt.html", receipt=outcome)
        url = request.url_for("person", phone=phone).include_query_params(done=outcome)
        return RedirectResponse(str(url), status_code=303)


def build_app(service: ConsoleService, access: ConsoleAccess) -> Starlette:
    """The console as an ASGI application."""
    pages = _Pages(service, access)
    person_action = pages.person_action
    routes = [
        Route("/", pages.people, name="people"),
        Route("/find", pages.find, name="find"),
        Route("/person/{phone}", pages.person, name="person"),
        Route("/person/{phone}/export", pages.export, name="export"),
        Route("/person/{phone}/facts", person_action("add"), methods=["POST"], name="add"),
        Route(
            "/person/{phone}/compact", person_action("compact"), methods=["POST"], name="compact"
        ),
        Route("/person/{phone}/erase", person_action("erase"), methods=["POST"], name="erase"),
        Route(
            "/person/{phone}/facts/{fact_id}/{action}",
            pages.fact_action,
            methods=["POST"],
            name="fact",
        ),
        Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static"),
    ]
    guard = Middleware(BaseHTTPMiddleware, dispatch=access.guard)
    return Starlette(routes=routes, middleware=[guard], exception_handlers={405: _not_allowed})


async def _not_allowed(request: Request, error: Exception) -> Response:
    """405 naming the methods the address takes (the static files raise it without)."""
    allowed = (getattr(error, "headers", None) or {}).get("Allow", "GET, HEAD")
    reason = f"{request.method} is not allowed here: this address takes {allowed}"
    return PlainTextResponse(reason, 405, headers={"Allow": allowed})


def _refusal(error: AgentMemoryError) -> tuple[int, str]:
    """The status and the words for an action the core refused or could not make."""
    if isinstance(error, UnknownFact):
        return 404, str(error)
    if isinstance(error, CurationConflict):
        return 409, str(error)
    if isinstance(error, CurationError):
        return 400, str(error)
    if isinstance(error, ConfigurationError):  # names a setting, never a person
        return 503, str(error)
    return 503, _failure(error)


def _apply(service: ConsoleService, phone: str, action: str, form: Any) -> str | ErasureReceipt:
    """Carry out one person action; what to say about it (a DONE key), or the erasure's
    receipt."""
    curation, agent = service.curation, service.agent
    if action == "add":
        kind, subject = str(form.get("kind", "")), str(form.get("subject", ""))
        curation.add(agent, phone, kind, str(form.get("content") or ""), subject)
        return "added"
    if action == "compact":
        return "compacted" if curation.compact_now(agent, phone) else "nothing-to-compact"
    if action != "erase":
        raise ValueError(
            f"no person action {quoted_input(action)}: build_app routes only add, compact, erase"
        )
    if form.get("confirm") != "erase":
        raise CurationError("type erase in the box to confirm the erasure")
    return service.erase(phone)


@dataclass(frozen=True)
class _FactAction:
    """What the fact route's address names: a fact, and what to do to it."""

    fact_id: str
    action: str


def _apply_to_fact(service: ConsoleService, phone: str, fact: _FactAction, form: Any) -> str:
    """Carry out one of FACT_ACTIONS on a fact (a CurationError, a 400, for any other
    word, a person action included); what to say about it (a DONE key)."""
    curation, agent, fact_id = service.curation, service.agent, fact.fact_id
    if fact.action == "edit":
        curation.edit(agent, phone, fact_id, form.get("content"))
    elif fact.action == "invalidate":
        curation.invalidate(agent, phone, fact_id)
    elif fact.action == "restore":
        curation.restore(agent, phone, fact_id)
    elif fact.action == "delete":
        curation.delete(agent, phone, fact_id)
    else:
        raise CurationError(f"no such action on a fact: one of {', '.join(FACT_ACTIONS)}")
    return FACT_DONE[fact.action]


def _failure(error: AgentMemoryError) -> str:
    """A dependency's failure, said without what it may quote."""
    kind = "briefly unavailable: try again" if isinstance(error, TransientError) else "refused"
    return f"the store or the model {kind} ({type(error).__name__})"
