package com.example.courtbook.service;

import com.example.courtbook.model.Slot;

public class ClashException extends RuntimeException {
    public ClashException(Slot wanted, Slot taken) {
        super(wanted + " clashes with " + taken);
    }
}
