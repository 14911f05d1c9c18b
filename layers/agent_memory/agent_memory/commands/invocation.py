"""How to type `agent-memory` here, for hints that print a command to run.

`make run` installs the command in `.venv/bin`, not on the PATH, so a hint saying
`agent-memory dead-letters list` fails with "command not found" for a newcomer:
hints name the program that is running, the way it can be typed from here.
"""

from __future__ import annotations

import os
import shutil
import sys
from functools import cache
from pathlib import Path

NAME = "agent-memory"


@cache
def command_name() -> str:
    """`agent-memory` when the PATH finds this installation's command, else its path
    (`.venv/bin/agent-memory` from the project folder, an absolute path from elsewhere)."""
    installed = Path(sys.executable).parent / NAME
    if not installed.is_file():
        return NAME  # run some other way (python -m, an embedding program): the plain name
    found = shutil.which(NAME)
    if found and Path(found).resolve() == installed.resolve():
        return NAME
    here = Path.cwd()
    return os.path.relpath(installed, here) if installed.is_relative_to(here) else str(installed)


def command(arguments: str) -> str:
    """A command line to print in a hint: `command("facts show")` -> `.venv/bin/agent-memory
    facts show` (or whatever `command_name` found)."""
    return f"{command_name()} {arguments}"
