"""`agent-memory mcp`: the memory of one agent, for other agents and tools, over MCP."""

from __future__ import annotations

import argparse
import errno
import sys
from typing import Any

from agent_memory.commands.arguments import port
from agent_memory.commands.facts_cli import AGENT_HELP
from agent_memory.errors import LocalRunError

DEFAULT_PORT = 8770


def register(commands: Any) -> None:
    """Add `mcp` to the `agent-memory` subparsers."""
    mcp = commands.add_parser(
        "mcp", help="serve one agent's memory over the Model Context Protocol (stdio or HTTP)"
    )
    mcp.add_argument("--agent", help=AGENT_HELP + "; fixed while it runs")
    mcp.add_argument(
        "--http", action="store_true", help="streamable HTTP on 127.0.0.1 (default: stdio)"
    )
    mcp.add_argument("--port", type=port, default=DEFAULT_PORT, help="with --http: %(default)s")
    mcp.set_defaults(run=_mcp)


def _mcp(args: argparse.Namespace) -> int:
    from agent_memory.local.files import LocalFiles, operator_settings
    from agent_memory.local.queue_erasure import local_queues_erased_too
    from agent_memory.mcp_server.server import bind, build_server, http_banner, run_http, run_stdio
    from agent_memory.mcp_server.tools import MemoryTools
    from agent_memory.wiring import memory_from_settings

    settings = operator_settings(args.agent, existing_store=True)
    agent = settings.require("AGENT_ID")
    memory = memory_from_settings(settings)
    tools = MemoryTools(memory, agent, lambda m: local_queues_erased_too(settings, m))
    server = build_server(tools)
    if not args.http:
        print(f"agent-memory mcp: the memory of agent {agent!r} on stdio", file=sys.stderr)
        return run_stdio(server)
    try:
        listener = bind(args.port)
    except OSError as error:
        taken = error.errno == errno.EADDRINUSE
        raise LocalRunError(
            f"cannot listen on 127.0.0.1:{args.port} ("
            f"{'in use' if taken else error.strerror}): choose another with --port"
        ) from None
    files = LocalFiles.from_settings(settings)
    token = files.mcp_token()
    http_banner(agent, listener.getsockname()[1], str(files.mcp_token_file), token, sys.stderr)
    return run_http(server, listener, token)
