package com.example.cellar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What to drink and when. */
public final class CellarService {
    private final Cellar cellar;

    public CellarService(Cellar cellar) {
        this.cellar = cellar;
    }

    public void stock(Bottle bottle, int count) {
        cellar.put(bottle, count);
    }

    /** Opens a bottle; fails when the cellar has none left. */
    public void open(Bottle bottle) {
        if (!cellar.take(bottle)) {
            throw new IllegalStateException("no " + bottle + " left");
        }
    }

    /** The wines ready in the year, in the order to open them, each once however many bottles there are. */
    public List<Bottle> readyIn(int year) {
        List<Bottle> ready = new ArrayList<>();
        for (Bottle b : cellar.view().keySet()) {
            if (b.readyIn(year)) {
                ready.add(b);
            }
        }
        ready.sort(null);
        return ready;
    }

    /** Wines whose window has closed by the year, with how many bottles are left of each. */
    public List<String> pastTheirBest(int year) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<Bottle, Integer> e : cellar.view().entrySet()) {
            if (e.getKey().drinkBy() < year) {
                out.add(e.getKey() + " x" + e.getValue());
            }
        }
        out.sort(null);
        return out;
    }
}
