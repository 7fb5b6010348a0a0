package com.example.planthire.pricing;

public record QuoteLine(String label, long pence) {}
