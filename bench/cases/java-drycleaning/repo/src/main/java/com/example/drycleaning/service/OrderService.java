package com.example.drycleaning.service;

import com.example.drycleaning.model.CareClass;
import com.example.drycleaning.model.GarmentType;
import com.example.drycleaning.model.Order;
import com.example.drycleaning.model.Quote;
import com.example.drycleaning.pricing.CareClassifier;
import com.example.drycleaning.pricing.PriceList;
import java.time.DayOfWeek;
import java.time.LocalDate;

/** Prices a ticket and tells the day it is ready. */
public class OrderService {
    static final int EXPRESS_SURCHARGE_PERCENT = 50;

    private final PriceList prices;

    public OrderService(PriceList prices) {
        this.prices = prices;
    }

    public Quote quote(Order order) {
        int pence = 0;
        int days = 0;
        for (GarmentType item : order.items()) {
            CareClass care = CareClassifier.classify(item);
            int list = prices.listPrice(item);
            pence += list + list * CareClassifier.surchargePercent(care) / 100;
            days = Math.max(days, CareClassifier.turnaroundDays(care));
        }
        if (order.express()) {
            pence += pence * EXPRESS_SURCHARGE_PERCENT / 100;
            days = Math.max(1, days / 2);
        }
        return new Quote(pence, addWorkingDays(order.droppedOff(), days));
    }

    /** The shop is shut on Sundays. */
    static LocalDate addWorkingDays(LocalDate from, int days) {
        LocalDate day = from;
        int left = days;
        while (left > 0) {
            day = day.plusDays(1);
            if (day.getDayOfWeek() != DayOfWeek.SUNDAY) {
                left--;
            }
        }
        return day;
    }
}
