"""The deployment's SAM config file, checked against template.yaml before `make deploy` hands
it to SAM, and what `make destroy` leaves behind on purpose.

`samconfig.example.toml` is copied once to `samconfig.toml` and filled in; every later
deploy reads it, non-interactively. CloudFormation would refuse a wrong parameter only
after SAM has built and uploaded everything, and would take an empty `AlarmEmail`
silently: `check` says both first. `kept` names what `sam delete` keeps (the retained
table, the generated phone-hash secret, the archive bucket, the SSM secrets) with the
commands that remove each, looked up while the stack still exists.

    python -m agent_memory.devtools.deploy_config check samconfig.toml
    python -m agent_memory.devtools.deploy_config kept samconfig.toml
"""

from __future__ import annotations

import argparse
import re
import shlex
import sys
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agent_memory.devtools.provision import TEMPLATE, load_template
from agent_memory.display_text import quoted_input

ENVIRONMENT = "default"  # the samconfig environment make deploy uses


@dataclass(frozen=True)
class DeployConfig:
    """What one samconfig file says about a deployment."""

    path: Path
    stack_name: str
    region: str
    overrides: dict[str, str]


class ConfigError(ValueError):
    """The config file cannot be read; the message names the fix."""


def read_config(path: Path) -> DeployConfig:
    """The deployment a samconfig TOML file describes (its `default` environment)."""
    try:
        document = tomllib.loads(path.read_text())
    except FileNotFoundError:
        raise ConfigError(
            f"no {path}: cp samconfig.example.toml {path} and fill it in (docs/deploying.md)"
        ) from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path} is not valid TOML: {error}") from None
    environment = document.get(ENVIRONMENT, {})
    settings: dict[str, Any] = {}
    for command in ("global", "deploy"):  # deploy's own entries win, as in SAM CLI
        settings.update(environment.get(command, {}).get("parameters", {}))
    return DeployConfig(
        path=path,
        stack_name=str(settings.get("stack_name", "")),
        region=str(settings.get("region", "")),
        overrides=parse_overrides(settings.get("parameter_overrides", [])),
    )


def parse_overrides(value: str | Sequence[str]) -> dict[str, str]:
    """`Key=Value` pairs as SAM CLI reads them: a list of strings, or one string split the
    way a shell would (so a value with spaces is quoted)."""
    pairs = shlex.split(value) if isinstance(value, str) else list(value)
    overrides = {}
    for pair in pairs:
        key, separator, text = str(pair).partition("=")
        if not separator:
            raise ConfigError(f"parameter_overrides entry {quoted_input(pair)} is not Key=Value")
        overrides[key.strip()] = text
    return overrides


def problems(
    config: DeployConfig, template: dict[str, Any] | None = None
) -> tuple[list[str], list[str]]:
    """(errors that stop the deploy, warnings to print) for `config` against the template."""
    parameters = (template or load_template(TEMPLATE))["Parameters"]
    errors = [
        f"{config.path}: {name} is not set ([default.global.parameters] or "
        "[default.deploy.parameters])"
        for name in ("stack_name", "region")
        if not getattr(config, name)
    ]
    for name in config.overrides:
        if name not in parameters:
            errors.append(f"{config.path}: {name} is not a parameter of template.yaml")
    for name, spec in parameters.items():
        value = config.overrides.get(name)
        if value is None:
            if "Default" not in spec:
                errors.append(f"{config.path}: parameter_overrides needs {name} ({_about(spec)})")
            continue
        refusal = _refusal(value, spec)
        if refusal:
            errors.append(f"{config.path}: {name}={value!r} {refusal}")
    warnings = []
    if not config.overrides.get("AlarmEmail"):
        warnings.append(
            "WARNING: AlarmEmail is empty: the stack's alarms will notify nobody. Set "
            "AlarmEmail in parameter_overrides, or subscribe to the AlarmTopicArn output "
            "yourself (docs/operating.md, Alarms)."
        )
    return errors, warnings


def _about(spec: dict[str, Any]) -> str:
    return " ".join(str(spec.get("Description", "")).split())


def _refusal(value: str, spec: dict[str, Any]) -> str:
    """Why CloudFormation would refuse `value` for this parameter ("" when it would not)."""
    if "AllowedValues" in spec and value not in [str(v) for v in spec["AllowedValues"]]:
        return f"is not one of {', '.join(str(v) for v in spec['AllowedValues'])}"
    if "AllowedPattern" in spec and not re.fullmatch(spec["AllowedPattern"], value):
        return str(spec.get("ConstraintDescription") or f"must match {spec['AllowedPattern']}")
    if spec.get("Type") == "Number":
        try:
            number = float(value)
        except ValueError:
            return "is not a number"
        if "MinValue" in spec and number < float(spec["MinValue"]):
            return f"is below the minimum {spec['MinValue']}"
        if "MaxValue" in spec and number > float(spec["MaxValue"]):
            return f"is above the maximum {spec['MaxValue']}"
    return ""


# --- what sam delete keeps ----------------------------------------------------------------------

_KEPT = {  # logical id: (what it is, why it stays)
    "MemoryTable": (
        "the memory table",
        "people's memory outlives the stack (Retain, deletion protection)",
    ),
    "PhoneHashKeySecret": (
        "the generated phone-hash key (Secrets Manager)",
        "a new key would orphan every hash stored with this one (Retain)",
    ),
    "ArchiveBucket": ("the archive bucket", "archived messages outlive the stack (Retain)"),
}


def physical_ids(config: DeployConfig) -> dict[str, str]:
    """The kept resources' physical ids, from CloudFormation (empty when it cannot say)."""
    try:
        import boto3
        from botocore.exceptions import BotoCoreError, ClientError

        client = boto3.client("cloudformation", region_name=config.region)
        resources = client.describe_stack_resources(StackName=config.stack_name)
    except (ImportError, BotoCoreError, ClientError) as error:
        from agent_memory.aws import error_text

        print(f"(could not read stack {config.stack_name!r}: {error_text(error)})", file=sys.stderr)
        return {}
    return {
        r["LogicalResourceId"]: r["PhysicalResourceId"]
        for r in resources["StackResources"]
        if r["LogicalResourceId"] in _KEPT and r.get("PhysicalResourceId")
    }


def kept_report(config: DeployConfig, physical: dict[str, str]) -> list[str]:
    """What `sam delete` leaves in the account on purpose, and the commands that remove it."""
    region, stack = config.region, config.stack_name
    table = physical.get("MemoryTable", "TABLE")
    lines = [
        f"sam delete removes stack {stack} ({region}) but keeps, on purpose:",
        f"- {_KEPT['MemoryTable'][0]} {table}: {_KEPT['MemoryTable'][1]}.",
        "  To erase everyone's memory for good:",
        f"    aws dynamodb update-table --region {region} --table-name {table} "
        "--no-deletion-protection-enabled",
        f"    aws dynamodb delete-table --region {region} --table-name {table}",
    ]
    if "MemoryTable" not in physical:
        lines.append(
            f"  (TABLE: aws dynamodb list-tables --region {region} "
            f"--query \"TableNames[?starts_with(@, '{stack}-MemoryTable-')]\")"
        )
    if config.overrides.get("PhoneHashKeyParameter", "") == "":
        secret = physical.get("PhoneHashKeySecret", "SECRET_ARN")
        lines += [
            f"- {_KEPT['PhoneHashKeySecret'][0]} {secret}: {_KEPT['PhoneHashKeySecret'][1]}.",
            "  Only once the table is gone too:",
            f"    aws secretsmanager delete-secret --region {region} --secret-id {secret} "
            "--recovery-window-in-days 7",
        ]
        if "PhoneHashKeySecret" not in physical:
            lines.append(
                f"  (SECRET_ARN: aws secretsmanager list-secrets --region {region} --query "
                f"\"SecretList[?starts_with(Description, 'agent-memory {stack} ')].ARN\")"
            )
    if config.overrides.get("ArchiveEnabled") == "true":
        bucket = physical.get("ArchiveBucket", "BUCKET")
        lines += [
            f"- {_KEPT['ArchiveBucket'][0]} {bucket}: {_KEPT['ArchiveBucket'][1]}.",
            f"    aws s3 rm --region {region} s3://{bucket} --recursive",
            f"    aws s3api delete-bucket --region {region} --bucket {bucket}",
        ]
    prefix = config.overrides.get("ParameterPrefix") or f"/agent-memory/{stack}"
    lines += [
        f"- the secrets you stored in SSM under {prefix} (yours, not the stack's):",
        f"    aws ssm get-parameters-by-path --region {region} --path {prefix} "
        "--recursive --query 'Parameters[].Name' --output text",
        f"    aws ssm delete-parameters --region {region} --names NAME...",
        "- SAM's artifact bucket (aws-sam-cli-managed-default), shared by every SAM stack of "
        "the account and region; sam delete removes this stack's artifacts from it.",
    ]
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="deploy_config", description=__doc__.split("\n")[0])
    parser.add_argument("action", choices=("check", "kept"))
    parser.add_argument("config", type=Path, nargs="?", default=Path("samconfig.toml"))
    args = parser.parse_args(argv)
    try:
        config = read_config(args.config)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 1
    if args.action == "kept":
        print("\n".join(kept_report(config, physical_ids(config))))
        return 0
    errors, warnings = problems(config)
    for line in errors + warnings:
        print(line, file=sys.stderr)
    if errors:
        return 1
    print(f"deploying stack {config.stack_name} to {config.region} from {config.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
