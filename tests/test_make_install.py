"""The Makefile's first install: a .venv of a Python older than 3.11 is rebuilt (or the fix
named), and the install says what it is doing while pip works.

The Pythons here are stand-ins (shell scripts answering `-V`, the version check, `-m venv`
and `-m pip`), so the recipe runs in seconds with no network."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STAND_IN = """#!/bin/sh
# a stand-in for Python {version}
case "$1" in
  -V) echo "Python {version}" ;;
  -c) exit {check} ;;
  -m) case "$2" in
        venv) mkdir -p "$3/bin" && cp "$0" "$3/bin/python" ;;
        pip) echo "$*" >> "$PIP_LOG"
             case "$*" in *" -e "*) echo "Collecting boto3"; sleep 6;
                                    echo "Installing collected packages: boto3";; esac ;;
      esac ;;
esac
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A folder with the Makefile and the files its install depends on."""
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "layers" / "agent_memory").mkdir(parents=True)
    (tmp_path / "layers" / "agent_memory" / "requirements.txt").write_text("")
    for name, version, check in [("old", "3.10.13", 1), ("new", "3.12.9", 0)]:
        script = tmp_path / f"python-{name}"
        script.write_text(STAND_IN.format(version=version, check=check))
        script.chmod(0o755)
    return tmp_path


def install(project: Path, python: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", ".venv/.installed", f"PYTHON={project / python}"],
        cwd=project,
        env={"PATH": "/usr/bin:/bin", "PIP_LOG": str(project / "pip.log")},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_an_old_python_is_named_with_the_fix(project: Path) -> None:
    result = install(project, "python-old")
    assert result.returncode == 2
    assert result.stdout.strip() == (
        f"agent-memory needs Python 3.11 or newer; '{project / 'python-old'}' is Python "
        "3.10.13. Install one and name it: make .venv/.installed PYTHON=/path/to/python3.12"
    )
    assert not (project / ".venv").exists()


def test_a_venv_of_an_old_python_is_rebuilt_and_the_install_says_what_it_does(
    project: Path,
) -> None:
    # GIVEN a .venv someone made with Python 3.10 (pip refused to install into it)
    subprocess.run([project / "python-old", "-m", "venv", project / ".venv"], check=True)
    # WHEN make installs with a Python that is new enough
    result = install(project, "python-new")
    # THEN the old .venv is named and rebuilt, and the install tells its progress
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == (
        ".venv was made by Python 3.10.13; agent-memory needs 3.11+: rebuilding it with "
        "Python 3.12.9"
    )
    assert lines[1] == "creating .venv with Python 3.12.9"
    assert lines[2].startswith("installing agent-memory and its dev tools into .venv")
    assert "  5 s: pip has fetched 1 packages" in lines
    assert lines[-1].startswith("installed: .venv/bin/agent-memory")
    version = subprocess.run([project / ".venv/bin/python", "-V"], capture_output=True, text=True)
    assert version.stdout.strip() == "Python 3.12.9"
    assert (project / ".venv/.installed").exists()
    assert "-m pip install -e .[dev]" in (project / "pip.log").read_text().splitlines()

    # AND the next make leaves the good .venv alone
    again = install(project, "python-new")
    assert again.returncode == 0 and "rebuilding" not in again.stdout
