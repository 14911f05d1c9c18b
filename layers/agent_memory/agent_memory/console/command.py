"""`agent-memory console`: the console over the local store, a deployed stack's table
(`--stack`, with the operator's own AWS credentials) or a table named outright (`--table`).

Over a stack, the console takes the settings the stack's maintenance function runs with
(its environment, read with lambda:GetFunctionConfiguration), so it hashes phones with the
stack's key and compacts with the stack's model; no endpoint is added to the stack.
"""

from __future__ import annotations

import argparse
import ipaddress
import logging
import os
import socket
import sys
from typing import Any

from agent_memory.commands.arguments import port
from agent_memory.config import Settings
from agent_memory.display_text import quoted_input
from agent_memory.errors import ConfigurationError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
DEFAULT_PORT = 8760
MAINTENANCE_FUNCTION = "MaintenanceFunction"  # template.yaml's logical id


def register(commands: Any) -> None:
    """Add `console` to the `agent-memory` subparsers."""
    console = commands.add_parser(
        "console",
        help="a web page to see and curate memory (local store, --stack or --table)",
        description=(
            "Serve the operator's console on 127.0.0.1 and print the address to open (with "
            "its login token). Examples: agent-memory console | agent-memory console "
            "--stack agent-memory --region us-east-1 | agent-memory console --table T"
        ),
    )
    where = console.add_mutually_exclusive_group()
    where.add_argument("--stack", help="a deployed stack: its table and settings")
    where.add_argument("--table", help="a DynamoDB table (PHONE_HASH_KEY* from the environment)")
    console.add_argument("--region", help="the stack's or table's region (default: AWS_REGION)")
    console.add_argument("--agent", help="the agent id (default: the stack's, AGENT_ID, ...)")
    console.add_argument(
        "--host",
        default="127.0.0.1",
        help="a concrete address to listen on, default %(default)s (local only; no TLS)",
    )
    console.add_argument("--port", type=port, default=DEFAULT_PORT, help="default %(default)s")
    console.set_defaults(run=run_console)


def listen_host(host: str) -> str:
    """`host` as the console listens on it, or a ConfigurationError naming the fix: a
    wildcard (0.0.0.0, ::) listens on every address, but the console must know the one
    its pages are opened at (the login address, the Host and Origin checks).

    The host is read the way the socket reads it (getaddrinfo, inet_aton's forms: `0.0`,
    `0x0`, `000.0.0.0` are 0.0.0.0 too), and an address is given back in its usual form
    (`127.1` is 127.0.0.1), the one a browser sends in its Host header."""
    bare = host.strip().removeprefix("[").removesuffix("]")
    if bare in ("", "*") or any(_every(ip) for ip in _addresses(bare, host)):
        raise ConfigurationError(
            f"--host {quoted_input(host)} listens on every address, and the console must know "
            "the one "
            "it is opened at (its login address, Host and Origin checks): pass a concrete "
            "address, --host 127.0.0.1 (the default) or this machine's address on the "
            "network you mean, e.g. --host 192.168.1.20; from elsewhere prefer an SSH "
            "tunnel (ssh -L 8760:127.0.0.1:8760 this-machine): the console has no TLS"
        )
    numeric = _addresses(bare, host, socket.AI_NUMERICHOST)
    return str(numeric[0]) if numeric else bare


def _every(ip: IPAddress) -> bool:
    """True for an address that listens on all of them (::ffff:0.0.0.0 binds 0.0.0.0)."""
    mapped = ip.ipv4_mapped if isinstance(ip, ipaddress.IPv6Address) else None
    return ip.is_unspecified or (mapped is not None and mapped.is_unspecified)


def _addresses(bare: str, host: str, flags: int = 0) -> list[IPAddress]:
    """What the socket binds for `bare` (uvicorn binds IPv6 for a host with a colon);
    with AI_NUMERICHOST, [] for a name."""
    family = socket.AF_INET6 if ":" in bare else socket.AF_INET
    try:
        found = socket.getaddrinfo(bare, None, family, socket.SOCK_STREAM, 0, flags)
    except (socket.gaierror, UnicodeError) as error:
        if flags & socket.AI_NUMERICHOST:
            return []
        raise ConfigurationError(
            f"--host {quoted_input(host)} does not resolve to an address ({error}): pass an "
            "address, "
            "e.g. --host 127.0.0.1 (the default)"
        ) from None
    return [ipaddress.ip_address(str(info[4][0]).partition("%")[0]) for info in found]


def stack_settings(stack_name: str, region: str) -> Settings:
    """The settings the stack's maintenance function runs with, and the stack's agent."""
    from botocore.exceptions import BotoCoreError, ClientError

    from agent_memory.aws import aws_client, error_text
    from agent_memory.commands.stack_check import describe_stack

    stack = describe_stack(stack_name, region)
    try:
        function = aws_client("cloudformation").describe_stack_resource(
            StackName=stack.name, LogicalResourceId=MAINTENANCE_FUNCTION
        )["StackResourceDetail"]["PhysicalResourceId"]
        configuration = aws_client("lambda").get_function_configuration(FunctionName=function)
    except (ClientError, BotoCoreError) as error:
        raise ConfigurationError(
            f"cannot read the settings of stack {quoted_input(stack_name)}'s maintenance "
            f"function ({error_text(error)}): "
            "attach the stack's ConsolePolicy (output ConsolePolicyArn) to your IAM user or "
            "role, or use --table"
        ) from None
    environment = dict(configuration.get("Environment", {}).get("Variables", {}))
    environment = {k: v for k, v in environment.items() if v != ""}
    environment.update(STORE="dynamodb", TABLE_NAME=stack.table, AWS_REGION=region)
    environment.setdefault("AGENT_ID", stack.agent)
    return Settings({**_credentials(), **environment})


def _credentials() -> dict[str, str]:
    """The operator's AWS settings from this process's environment (profile, keys)."""
    return {k: v for k, v in os.environ.items() if k.startswith("AWS_")}


def console_settings(args: argparse.Namespace) -> Settings:
    """The settings the console runs with, from --stack, --table or the environment."""
    from agent_memory.local.files import operator_settings

    if args.stack or args.table:
        region = args.region or Settings().aws_region
        if not region:
            raise ConfigurationError("No AWS region: pass --region (e.g. --region us-east-1)")
        os.environ["AWS_REGION"] = region  # for every client of this run
        if args.stack:
            settings = stack_settings(args.stack, region)
        else:
            settings = Settings().with_values(STORE="dynamodb", TABLE_NAME=args.table)
        return settings.with_values(AGENT_ID=args.agent) if args.agent else settings
    return operator_settings(args.agent, existing_store=True)


def run_console(args: argparse.Namespace) -> int:
    """Serve the console until Ctrl-C."""
    import uvicorn

    from agent_memory.console.app import build_app
    from agent_memory.console.security import LOOPBACK, ConsoleAccess
    from agent_memory.console.service import console_service

    host = listen_host(args.host)
    settings = console_settings(args)
    service = console_service(settings)
    access = ConsoleAccess.for_address(host, args.port)
    app = build_app(service, access)
    logging.basicConfig(level=logging.INFO, format="%(message)s", stream=sys.stderr)
    print(f"agent-memory console: agent {service.agent!r}, {service.where}", flush=True)
    if host not in LOOPBACK:
        print(
            f"warning: listening on {host} with no TLS: the token and every page cross the "
            "network in clear, and anyone who can reach it with the token can read and "
            "change this memory (an SSH tunnel to 127.0.0.1 is safer)",
            flush=True,
        )
    print(f"open {access.login_url(host, args.port)}  (Ctrl-C stops it)", flush=True)
    config = uvicorn.Config(app, host=host, port=args.port, access_log=False, log_level="warning")
    uvicorn.Server(config).run()
    return 0
