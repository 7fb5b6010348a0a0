package com.example.drycleaning.pricing;

import com.example.drycleaning.model.GarmentType;
import java.util.EnumMap;
import java.util.Map;

/** List prices in pence, before any care surcharge. */
public final class PriceList {
    private final Map<GarmentType, Integer> prices = new EnumMap<>(GarmentType.class);

    public static PriceList standard() {
        PriceList list = new PriceList();
        list.set(GarmentType.SHIRT, 350);
        list.set(GarmentType.TROUSERS, 650);
        list.set(GarmentType.SUIT, 1450);
        list.set(GarmentType.DRESS, 1200);
        list.set(GarmentType.COAT, 1600);
        list.set(GarmentType.DUVET, 2200);
        list.set(GarmentType.CURTAIN, 1800);
        return list;
    }

    public void set(GarmentType type, int pence) {
        if (pence <= 0) {
            throw new IllegalArgumentException("price must be positive: " + type);
        }
        prices.put(type, pence);
    }

    public int listPrice(GarmentType type) {
        Integer pence = prices.get(type);
        if (pence == null) {
            throw new IllegalArgumentException("no price for " + type);
        }
        return pence;
    }
}
