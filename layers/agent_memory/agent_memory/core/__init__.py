"""The memory core: policy and records, pure. It imports no adapter and no AWS, OpenAI or HTTP
library (make lint checks it).
"""
