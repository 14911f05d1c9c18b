"""The `agent-memory` command line: operator and local commands. Not used by the Lambda
functions.
"""
