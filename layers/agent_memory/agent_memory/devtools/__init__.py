"""Development tools (tables and queues from template.yaml for tests and the local run). Left
out of the Lambda layer.
"""
