"""Where a local run keeps its data, and the credentials made once and kept there.

Everything lives beside the store file (`SQLITE_PATH`, `.local/agent-memory.db` by
default), so one setting moves a whole deployment and `.local/` is never committed.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path

from agent_memory.config import Settings
from agent_memory.errors import LocalRunError
from agent_memory.kept_file import PHONE_HASH_KEY_FILE, kept, random_base64
from agent_memory.pipeline.signature import secret_keys
from agent_memory.pipeline.whasp import SECRET_PREFIX

WEBHOOK_SECRET = "WHASP_WEBHOOK_SECRET"
AGENT_ID = "AGENT_ID"


@dataclass(frozen=True)
class LocalFiles:
    """The files of one local deployment, named after its store file."""

    store: Path

    @classmethod
    def from_settings(cls, settings: Settings) -> LocalFiles:
        """The files beside `SQLITE_PATH`."""
        return cls(settings.sqlite_path)

    @property
    def directory(self) -> Path:
        """The folder holding every file of the deployment."""
        return self.store.parent

    @property
    def queues(self) -> Path:
        """The inbox, dead letters and outbox: apart from the store, which holds memory only."""
        return self.directory / f"{self.store.stem}.queues.db"

    @property
    def secret_file(self) -> Path:
        """The webhook secret generated for this machine when WHASP_WEBHOOK_SECRET is unset."""
        return self.directory / "webhook-secret"

    @property
    def phone_hash_key_file(self) -> Path:
        """The key phones are hashed with when PHONE_HASH_KEY is unset (see Settings)."""
        return self.directory / PHONE_HASH_KEY_FILE

    @property
    def token_file(self) -> Path:
        """The operator token that guards every route but the webhook (a tunnel exposes all)."""
        return self.directory / "operator-token"

    @property
    def agent_file(self) -> Path:
        """The agent the last `serve` of this store used: the local commands' default."""
        return self.directory / "agent-id"

    def remember_agent(self, agent: str) -> None:
        """Record the agent `serve` runs as, so `inspect` and friends need no --agent."""
        self.directory.mkdir(parents=True, exist_ok=True)
        self.agent_file.write_text(agent + "\n")

    def last_agent(self) -> str | None:
        """The agent the last `serve` of this store used, if one ran."""
        try:
            return self.agent_file.read_text().strip() or None
        except FileNotFoundError:
            return None

    def webhook_secret(self, settings: Settings) -> str:
        """WHASP_WEBHOOK_SECRET when set, else this machine's own secret (made on first use)."""
        if settings.has_secret(WEBHOOK_SECRET):
            return settings.secret(WEBHOOK_SECRET)
        return kept(self.secret_file, lambda: SECRET_PREFIX + random_base64())

    def signing_key(self, settings: Settings) -> bytes:
        """The key deliveries are signed with locally: the first of the configured secrets."""
        return secret_keys(self.webhook_secret(settings))[0]

    @property
    def refusal_file(self) -> Path:
        """Why the last serve of this store refused to start (a wrong key, model, URL)."""
        return self.directory / f"{self.store.stem}.serve-refused"

    def record_refusal(self, reason: str) -> None:
        """Keep why serve refuses to start, for a `chat` waiting for it."""
        self.refusal_file.write_text(reason + "\n")

    def serve_stopped(self, since: float) -> str | None:
        """Why the serve of these files refused to start, when it did after `since` (epoch
        seconds): what `chat` says instead of waiting for a serve that will not come."""
        try:
            if self.refusal_file.stat().st_mtime < since:
                return None
            return self.refusal_file.read_text().strip() or None
        except OSError:
            return None

    def operator_token(self) -> str:
        """The bearer token of the operator routes (made on first use)."""
        return kept(self.token_file, random_base64)

    @property
    def mcp_token_file(self) -> Path:
        """The bearer token of `agent-memory mcp --http` (apart from the operator's: a tool
        given memory over MCP gets no say over serve's routes)."""
        return self.directory / "mcp-token"

    def mcp_token(self) -> str:
        """The MCP server's bearer token (made on first use)."""
        return kept(self.mcp_token_file, lambda: secrets.token_urlsafe(32))


def operator_settings(agent: str | None, *, existing_store: bool) -> Settings:
    """The environment for an operator command, with its agent resolved.

    The agent is `agent` (--agent), else AGENT_ID, else, on the local store, the one
    the last `serve` here used. With `existing_store`, a local store that is not there
    is an error naming where it was looked for: a read must never create an empty
    store and then report that nothing is remembered.
    """
    settings = Settings()
    local = settings.store_kind == "sqlite"
    if local and existing_store and not settings.sqlite_path.is_file():
        where = settings.sqlite_path.resolve()
        raise LocalRunError(
            f"no local store at {where} (SQLITE_PATH, relative to {Path.cwd()}): run this "
            "from the folder where you ran `make run`, or set SQLITE_PATH to its "
            ".local/agent-memory.db"
        )
    chosen = agent or settings.get(AGENT_ID)
    if chosen is None and local:
        chosen = LocalFiles.from_settings(settings).last_agent()
    if chosen is None:
        settings.require(AGENT_ID, "or pass --agent")
    return Settings({**settings.environ, AGENT_ID: str(chosen)})


def operator_agent(settings: Settings, given: str | None) -> str:
    """The agent a read or an erasure names: --agent as given, so an id only an earlier
    version accepted still reaches what a store holds (`Memory.stored_key` checks it),
    else the AGENT_ID setting, checked by the rule. Writes take the setting."""
    return given or settings.require(AGENT_ID)


def store_location(settings: Settings) -> str:
    """The store an operator command used, as a person would name it."""
    if settings.store_kind == "sqlite":
        return f"store {settings.sqlite_path.resolve()}"
    return f"table {settings.get('TABLE_NAME')}"
