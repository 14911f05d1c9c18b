"""The local-run commands of `agent-memory`: serve, chat, replay, import-seed, inspect, export.

Imports stay inside the commands: `agent-memory --help` should not load the core.
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from agent_memory.commands.arguments import interval, output_file, port, seconds, workers
from agent_memory.commands.facts_cli import AGENT_HELP, run_export
from agent_memory.config import Settings

DEFAULT_PORT = 8750


def register(commands: Any) -> None:
    """Add the local-run commands to the `agent-memory` subparsers."""
    serve = commands.add_parser("serve", help="the whole pipeline on 127.0.0.1 (make run)")
    serve.add_argument("--port", type=port, default=DEFAULT_PORT, help="default %(default)s")
    serve.add_argument("--agent", help="the agent id (default: AGENT_ID)")
    serve.add_argument(
        "--workers", type=workers, default=4, help="people answered in parallel (1 to 64)"
    )
    serve.add_argument(
        "--maintenance-every",
        type=interval,
        default=60.0,
        metavar="SECONDS",
        help="compactions and erasures every SECONDS (default %(default)s)",
    )
    serve.set_defaults(run=_serve)

    chat = commands.add_parser("chat", help="talk to the local agent as one person")
    chat.add_argument("--phone", required=True, help="who you are, E.164 (+5511...)")
    chat.add_argument("--number", help="the agent's whasp number (default +5511900000000)")
    chat.add_argument("--wait", type=seconds, default=30.0, help="seconds to wait for serve")
    chat.set_defaults(run=_chat)

    replay = commands.add_parser("replay", help="feed a JSONL conversation through serve")
    replay.add_argument("file", type=Path, help="a JSONL file, or a folder of event files")
    replay.set_defaults(run=_replay)

    for client in (chat, replay):
        client.add_argument("--port", type=port, default=DEFAULT_PORT, help="where serve listens")

    seed = commands.add_parser("import-seed", help="import a memory.ts database (seed design)")
    seed.add_argument("database", type=Path, help="the memory.ts SQLite file")
    seed.add_argument("--agent", help="for rows without agent_id (default: AGENT_ID)")
    seed.add_argument("--number", help="the whasp number, for rows without one")
    seed.set_defaults(run=_import_seed)

    inspect = commands.add_parser("inspect", help="what is remembered of one person")
    inspect.set_defaults(run=_inspect)
    export = commands.add_parser("export", help="everything stored about one person, as JSON")
    export.add_argument(
        "--output", type=output_file, help="write to this file instead of standard output"
    )
    export.set_defaults(run=run_export)
    for person in (inspect, export):
        person.add_argument("--agent", help=AGENT_HELP)
        person.add_argument("--phone", required=True, help="the person's phone, E.164")


def _settings(args: argparse.Namespace) -> Settings:
    """The environment, with --agent in place of AGENT_ID when given."""
    agent = getattr(args, "agent", None)
    settings = Settings()
    return settings.with_values(AGENT_ID=agent) if agent else settings


def _serve(args: argparse.Namespace) -> int:
    from agent_memory.local.files import LocalFiles
    from agent_memory.local.service import serve

    settings = _settings(args)
    agent = settings.require("AGENT_ID", "or pass --agent")
    if settings.store_kind == "sqlite":
        LocalFiles.from_settings(settings).remember_agent(agent)
    return serve(settings, args.port, args.workers, args.maintenance_every)


def _client(args: argparse.Namespace):
    from agent_memory.local.client import LocalClient

    return LocalClient.from_settings(_settings(args), args.port)


def _chat(args: argparse.Namespace) -> int:
    from agent_memory.local.chat import Chat, run_chat
    from agent_memory.local.client import DEMO_NUMBER
    from agent_memory.local.dead_letters import LocalDeadLetters

    dead_letters = LocalDeadLetters.from_settings(_settings(args))
    chat = Chat(_client(args), args.phone, sys.stdout, args.number or DEMO_NUMBER, dead_letters)
    return run_chat(chat, sys.stdin, args.wait)


def _replay(args: argparse.Namespace) -> int:
    from agent_memory.local.replay import replay

    if not args.file.exists():
        raise ValueError(f"{args.file} does not exist: pass a JSONL file or a folder of events")
    return replay(_client(args), args.file, sys.stdout, sys.stderr)


def _import_seed(args: argparse.Namespace) -> int:
    from agent_memory.commands.seed_import import import_seed
    from agent_memory.wiring import memory_from_settings

    settings = _settings(args)
    memory = memory_from_settings(settings)
    report = import_seed(args.database, memory, settings.get("AGENT_ID"), args.number)
    print(report)
    return 0


def _inspect(args: argparse.Namespace) -> int:
    from agent_memory.commands.person_data import overview, render_context, render_overview
    from agent_memory.local.files import operator_agent, operator_settings, store_location
    from agent_memory.wiring import memory_from_settings

    settings = operator_settings(args.agent, existing_store=True)
    agent = operator_agent(settings, args.agent)  # a read: also an earlier version's id
    memory = memory_from_settings(settings)
    key = memory.stored_key(agent, args.phone)
    print(f"person {key.phone_hash} of agent {agent!r} ({store_location(settings)})")
    print(render_overview(overview(memory.store, key, datetime.now(UTC))))
    context = memory.build_context(agent, args.phone)
    print("--- context the next turn would get ---")
    print(render_context(context.notes, context.history))
    return 0
