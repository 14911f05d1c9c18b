"""The message pipeline around the core: whasp events and signatures, intake, the turn, media
conversion, maintenance. Shared by the Lambdas and serve.
"""
