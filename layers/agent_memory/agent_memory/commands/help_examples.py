"""Examples at the end of `agent-memory --help` and of each command's `--help`.

Each example is a command line a newcomer can paste from the project folder: it
starts with the command as `invocation.command_name` finds it (`.venv/bin/agent-memory`
until the virtual environment is activated).
"""

from __future__ import annotations

import argparse

from agent_memory.commands.invocation import command_name

_PERSON = "--phone +5511987654321"  # the person `make run` chats as
EXAMPLES: dict[str, list[tuple[str, str]]] = {
    "": [
        ("demo", "a scripted conversation, then what the memory kept"),
        (f"inspect {_PERSON}", "what the local agent remembers of the chat's person"),
        (f"facts show {_PERSON} --all", "their facts, replaced ones included"),
        (f"export {_PERSON} --output person.json", "everything stored about them"),
        ("replay events/", "the sample deliveries, while `make run` goes"),
        ("mcp --agent demo", "this agent's memory for other tools (MCP over stdio)"),
    ],
    "demo": [("demo", "Ana's six messages, folded into memory as they come")],
    "serve": [("serve --agent demo --port 8750", "what `make run` starts in the background")],
    "chat": [(f"chat {_PERSON}", "talk to the serve on port 8750 as that person")],
    "replay": [
        ("replay events/", "the signed sample deliveries (their own person)"),
        ("replay conversation.jsonl", 'one {"phone", "text", "at"} object a line'),
    ],
    "inspect": [(f"inspect {_PERSON}", "facts, summary and the next turn's context")],
    "export": [(f"export {_PERSON} --output person.json", "GDPR art. 15/20 export")],
    "facts": [
        (f"facts show {_PERSON}", "live facts, one a line, with ids"),
        (f"facts delete {_PERSON} --id ID", "one fact and the versions it replaced"),
    ],
    "forget": [(f"forget {_PERSON}", "erase the person now; prints the receipt")],
    "dead-letters": [
        ("dead-letters list", "turns parked after failing (no one's words shown)"),
        ("dead-letters redrive 1", "queue one again once the cause is fixed"),
    ],
    "import-seed": [("import-seed memory.db --agent demo", "a memory.ts database")],
    "check-stack": [("check-stack --stack agent-memory", "one signed test turn on AWS")],
    "mcp": [
        ("mcp --agent demo", "stdio: what an MCP client starts (Claude Desktop, an IDE)"),
        ("mcp --agent demo --http --port 8770", "streamable HTTP on 127.0.0.1, with a token"),
    ],
}


def epilog(command: str) -> str | None:
    """The examples section for `command` ("" for the program itself); None if it has none."""
    examples = EXAMPLES.get(command)
    if not examples:
        return None
    program = command_name()
    rows = [f"  {program} {line}\n      {why}" for line, why in examples]
    return "examples (from the project folder):\n" + "\n".join(rows)


def add_examples(parser: argparse.ArgumentParser, commands: argparse._SubParsersAction) -> None:
    """Give the program and each of its commands their examples, kept as written."""
    for name, sub in [("", parser), *commands.choices.items()]:
        text = epilog(name)
        if text:
            sub.epilog = text
            sub.formatter_class = argparse.RawDescriptionHelpFormatter
