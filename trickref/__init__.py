"""The ``trickref`` command line and its presentation, above the engine (``reference``) and the
conformance suite (``conformance``): nothing below imports from here (tests/test_layering.py).
"""
