"""`make deploy` and `make destroy` from one config file, offline: the checked-in example
parses and passes the template's own rules, a wrong file stops the deploy before anything
is built, an empty AlarmEmail is a warning, and destroy says what it keeps and how to remove
it. SAM itself is a fake that records its arguments."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from agent_memory.devtools.deploy_config import (
    ConfigError,
    kept_report,
    parse_overrides,
    problems,
    read_config,
)

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "samconfig.example.toml"


@pytest.fixture
def fake_sam(tmp_path: Path) -> Path:
    """A `sam` that records each call's arguments in calls.log; FAIL=1 makes it fail."""
    sam = tmp_path / "sam"
    sam.write_text(f'#!/bin/sh\necho "$*" >> {tmp_path}/calls.log\n[ -z "$FAIL" ]\n')
    sam.chmod(0o755)
    return sam


def make(*arguments: str, sam: Path, **environment: str) -> subprocess.CompletedProcess[str]:
    """Run a make target offline: no AWS credentials to find, the build and the dev
    environment treated as done."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env.update(
        AWS_EC2_METADATA_DISABLED="true",
        AWS_CONFIG_FILE="/nonexistent",
        AWS_SHARED_CREDENTIALS_FILE="/nonexistent",
        **environment,
    )
    return subprocess.run(
        [
            "make",
            "--no-print-directory",
            "-o",
            "build",
            "-o",
            ".venv/.installed",
            *arguments,
            f"SAM={sam}",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def calls(sam: Path) -> list[str]:
    log = sam.parent / "calls.log"
    return log.read_text().splitlines() if log.exists() else []


def config_file(tmp_path: Path, *overrides: str) -> Path:
    text = EXAMPLE.read_text()
    start = text.index("parameter_overrides = [")
    end = text.index("]", start) + 1
    listed = ", ".join(f'"{o}"' for o in overrides)
    path = tmp_path / "samconfig.toml"
    path.write_text(text[:start] + f"parameter_overrides = [{listed}]" + text[end:])
    return path


# --- the config file ----------------------------------------------------------------------------


def test_the_example_names_a_stack_and_region_and_passes_the_templates_rules():
    config = read_config(EXAMPLE)
    assert (config.stack_name, config.region) == ("agent-memory-support-bot", "us-east-1")
    assert config.overrides["WhaspApiUrl"].startswith("https://")
    assert config.overrides["ProcessorMaxConcurrency"] == "5"
    assert problems(config) == ([], [])


def test_a_wrong_parameter_is_named_before_anything_is_built(tmp_path):
    path = config_file(
        tmp_path,
        "AgentId=bot",
        "WhaspApiUrl=http://plain.example",  # not https
        "ProcesorMaxConcurrency=5",  # a typo
        "ProcessorMaxConcurrency=1",  # below the SQS event source's minimum
        "AlarmEmail=ops@example.com",
    )
    errors, _ = problems(read_config(path))
    assert errors == [
        f"{path}: ProcesorMaxConcurrency is not a parameter of template.yaml",
        f"{path}: WhaspApiUrl='http://plain.example' whasp's API base URL, https://... (as "
        "whasp's dashboard shows it)",
        f"{path}: ProcessorMaxConcurrency='1' is below the minimum 2",
    ]


def test_the_one_parameter_without_a_default_is_required(tmp_path):
    errors, _ = problems(read_config(config_file(tmp_path, "AlarmEmail=ops@example.com")))
    assert len(errors) == 1 and "parameter_overrides needs WhaspApiUrl" in errors[0]


def test_an_empty_alarm_email_is_a_warning_not_silence(tmp_path):
    path = config_file(tmp_path, "WhaspApiUrl=https://api.whasp.example", "AlarmEmail=")
    errors, warnings = problems(read_config(path))
    assert errors == []
    assert warnings and "alarms will notify nobody" in warnings[0]


def test_overrides_may_be_one_string_split_as_a_shell_would():
    assert parse_overrides('AgentId=bot MaintenanceSchedule="rate(10 minutes)"') == {
        "AgentId": "bot",
        "MaintenanceSchedule": "rate(10 minutes)",
    }
    with pytest.raises(ConfigError, match="is not Key=Value"):
        parse_overrides(["AgentId"])


def test_a_missing_config_file_says_how_to_make_one(tmp_path):
    with pytest.raises(ConfigError, match=r"cp samconfig\.example\.toml"):
        read_config(tmp_path / "samconfig.toml")


# --- make deploy ---------------------------------------------------------------------------------


def test_make_deploy_runs_sam_deploy_from_the_file_without_questions(fake_sam, tmp_path):
    path = config_file(tmp_path, "WhaspApiUrl=https://api.whasp.example", "AlarmEmail=a@b.example")
    done = make("deploy", f"SAMCONFIG={path}", sam=fake_sam)
    assert done.returncode == 0, done.stderr
    assert calls(fake_sam) == [f"deploy --config-file {path}"]
    assert "WARNING" not in done.stderr


def test_make_deploy_warns_when_alarms_would_reach_nobody(fake_sam, tmp_path):
    path = config_file(tmp_path, "WhaspApiUrl=https://api.whasp.example")
    done = make("deploy", f"SAMCONFIG={path}", sam=fake_sam)
    assert done.returncode == 0
    assert "WARNING: AlarmEmail is empty" in done.stderr
    assert calls(fake_sam) == [f"deploy --config-file {path}"]


def test_make_deploy_stops_at_a_wrong_file(fake_sam, tmp_path):
    path = config_file(tmp_path, "WhaspApiUrl=ftp://nope")
    done = make("deploy", f"SAMCONFIG={path}", sam=fake_sam)
    assert done.returncode != 0 and "WhaspApiUrl='ftp://nope'" in done.stderr
    missing = make("deploy", f"SAMCONFIG={tmp_path}/none.toml", sam=fake_sam)
    assert missing.returncode != 0 and "cp samconfig.example.toml" in missing.stderr
    assert calls(fake_sam) == []


# --- make destroy --------------------------------------------------------------------------------


def test_make_destroy_deletes_the_stack_then_says_what_it_kept(fake_sam):
    done = make("destroy", f"SAMCONFIG={EXAMPLE}", "CONFIRM=yes", sam=fake_sam)
    assert done.returncode == 0, done.stderr
    assert calls(fake_sam) == [f"delete --config-file {EXAMPLE} --no-prompts"]
    assert "keeps, on purpose" in done.stdout
    assert "--no-deletion-protection-enabled" in done.stdout
    assert "aws secretsmanager delete-secret" in done.stdout  # the example generates the key


def test_make_destroy_asks_through_sam_and_prints_nothing_kept_when_told_no(fake_sam):
    done = make("destroy", f"SAMCONFIG={EXAMPLE}", sam=fake_sam, FAIL="1")
    assert calls(fake_sam) == [f"delete --config-file {EXAMPLE}"]  # sam delete's own prompt
    assert done.returncode != 0 and "keeps, on purpose" not in done.stdout


def test_the_kept_report_names_each_kept_resource_with_its_commands(tmp_path):
    path = config_file(
        tmp_path,
        "WhaspApiUrl=https://api.whasp.example",
        "ArchiveEnabled=true",
        "PhoneHashKeyParameter=/team/phone-hash-key",
        "ParameterPrefix=/team",
    )
    physical = {"MemoryTable": "bot-MemoryTable-1X2Y", "ArchiveBucket": "bot-archivebucket-9z"}
    report = "\n".join(kept_report(read_config(path), physical))
    region = "us-east-1"
    assert f"aws dynamodb delete-table --region {region} --table-name bot-MemoryTable-1X2Y" in (
        report
    )
    assert f"aws s3 rm --region {region} s3://bot-archivebucket-9z --recursive" in report
    assert "secretsmanager" not in report  # the key is the operator's own SSM parameter
    assert "--path /team " in report
