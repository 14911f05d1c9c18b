"""The `agent-memory` command: local runs and operator tasks."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from agent_memory.commands.arguments import seconds
from agent_memory.commands.dead_letters_cli import register as register_dead_letters
from agent_memory.commands.demo import DEMO_PHONE
from agent_memory.commands.facts_cli import register as register_facts
from agent_memory.commands.help_examples import add_examples
from agent_memory.commands.mcp_cli import register as register_mcp
from agent_memory.config import Settings
from agent_memory.console.command import register as register_console
from agent_memory.display_text import QUOTED_MAX_CHARS, printable, quoted_input
from agent_memory.errors import (
    ConfigurationError,
    LocalRunError,
    PermanentError,
    TransientError,
)
from agent_memory.local.commands import register as register_local
from agent_memory.local.queue_erasure import local_queues_erased_too


def _demo(args: argparse.Namespace) -> int:
    from agent_memory.commands.demo import run_demo

    return run_demo(args.agent, args.phone, sys.stdout)


def _forget(args: argparse.Namespace) -> int:
    """Erase one person now (GDPR art. 17) and print the receipt, which names no phone.

    A person with nothing stored gets the tombstone all the same (on the stack, a message
    still queued must not bring them back), but the answer says nothing was there: told
    from the stored keys, so a damaged item is something to erase, never a failed read.
    """
    from agent_memory.core.curation import Curation
    from agent_memory.local.files import operator_agent, operator_settings, store_location
    from agent_memory.wiring import memory_from_settings

    settings = operator_settings(args.agent, existing_store=True)
    agent = operator_agent(settings, args.agent)  # an earlier version's id stays erasable
    memory = memory_from_settings(settings)
    known = memory.store.holds_items(memory.stored_key(agent, args.phone))  # keys only
    with local_queues_erased_too(settings, memory):
        receipt = Curation(memory).erase(agent, args.phone)  # the console's and MCP's path
    if not known:
        print(
            f"nothing was stored of person {receipt.phone_hash} for agent {agent!r} "
            f"({store_location(settings)}): nothing erased; check --phone and --agent"
        )
        return 0
    print(
        f"erased person {receipt.phone_hash} of agent {agent!r}: {receipt.deleted_items} items, "
        f"{receipt.deleted_archives} archived objects, "
        f"at {receipt.completed_at:%Y-%m-%d %H:%M:%S} UTC"
    )
    return 0


def _check_stack(args: argparse.Namespace) -> int:
    """One signed test delivery to a deployed stack, followed through its pipeline."""
    from agent_memory.commands.stack_check import check_stack, describe_stack

    region = args.region or Settings().aws_region
    if not region:
        raise ConfigurationError("No AWS region: pass --region (e.g. --region us-east-1)")
    os.environ["AWS_REGION"] = region  # for every client of this run
    stack = describe_stack(args.stack, region)
    return check_stack(stack, sys.stdout, args.phone, args.number, args.timeout)


class _Parser(argparse.ArgumentParser):
    """argparse, with usage mistakes told in one line that names the way to help."""

    given: tuple[str, ...] = ()  # the command line being parsed (set by `main`)

    def error(self, message: str) -> NoReturn:
        # argparse quotes what was given whole (an invalid choice, unrecognised
        # arguments): each long argument is quoted as every input is, bounded
        for text in sorted(_Parser.given, key=len, reverse=True):
            if len(text) > QUOTED_MAX_CHARS:
                message = message.replace(repr(text), text).replace(text, quoted_input(text))
        self.exit(2, f"{self.prog}: {printable(message)} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The command line, one subcommand per task."""
    parser = _Parser(prog="agent-memory", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo", help="a scripted conversation through the memory core")
    demo.add_argument("--agent", default="demo")
    demo.add_argument("--phone", default=DEMO_PHONE)
    demo.set_defaults(run=_demo)
    forget = commands.add_parser("forget", help="erase every item of one person, now")
    forget.add_argument("--agent", help="the agent id (default: AGENT_ID)")
    forget.add_argument("--phone", required=True, help="the person's phone, E.164")
    forget.set_defaults(run=_forget)
    check = commands.add_parser(
        "check-stack", help="send one signed test message to a deployed stack and follow it"
    )
    check.add_argument("--stack", required=True, help="the CloudFormation stack name")
    check.add_argument("--region", help="where it is deployed (default: AWS_REGION)")
    check.add_argument("--phone", default="+15555550100", help="the test person (E.164)")
    check.add_argument(
        "--number", default="+15555550199", help="the agent's whasp number the test names"
    )
    check.add_argument("--timeout", type=seconds, default=60.0, help="seconds to follow the turn")
    check.set_defaults(run=_check_stack)
    register_facts(commands)
    register_dead_letters(commands)
    register_local(commands)
    register_mcp(commands)
    register_console(commands)
    add_examples(parser, commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: one-line errors naming the fix, exit status 2 for bad usage."""
    _Parser.given = tuple(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    try:
        Settings().validate()  # every setting checked before any command (serve included)
        return args.run(args)
    except (ConfigurationError, LocalRunError, ValueError) as error:
        print(f"agent-memory: {error}", file=sys.stderr)
        return 2
    except (TransientError, PermanentError) as error:  # AWS or the model: what to do next
        print(f"agent-memory: {error}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # the reader left early (`export ... | head`): as for any Unix tool, not an error
        # to report; stdout is pointed at /dev/null so the interpreter's final flush is quiet
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except OSError as error:  # a file the command was pointed at: say which, not a traceback
        print(
            f"agent-memory: {_os_error(error)}: check the path and its permissions", file=sys.stderr
        )
        return 2


def _os_error(error: OSError) -> str:
    """What an OSError says, with the file it names quoted as every input is (bounded)."""
    if error.strerror is None or error.filename is None:
        return quoted_input(str(error))
    return f"{error.strerror}: {quoted_input(str(error.filename))}"


if __name__ == "__main__":
    sys.exit(main())
