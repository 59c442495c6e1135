"""On-demand mutation testing of the rule engine with the conformance corpus as the only test."""
