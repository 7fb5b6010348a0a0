package uk.plasterwork.estimate;

import java.util.EnumMap;
import java.util.Map;

/** Works out how much of each plaster a job takes, in kilograms and in whole bags. */
public final class MaterialEstimator {

    /** Allowance for mixing waste, droppings and uneven backgrounds. */
    public static final int DEFAULT_WASTE_PERCENT = 10;

    private final int wastePercent;

    public MaterialEstimator() {
        this(DEFAULT_WASTE_PERCENT);
    }

    public MaterialEstimator(int wastePercent) {
        if (wastePercent < 0) {
            throw new IllegalArgumentException("waste allowance cannot be negative");
        }
        this.wastePercent = wastePercent;
    }

    /** Kilograms of each material for a room, before the waste allowance. */
    public Map<Material, Double> kilograms(Room room) {
        Map<Material, Double> kg = new EnumMap<>(Material.class);
        double area = room.area();
        for (Finish.Coat coat : room.finish().coats()) {
            Material material = coat.material();
            double needed = area * coat.thicknessMm() * material.kgPerM2PerMm();
            kg.merge(material, needed, Double::sum);
        }
        return kg;
    }

    /** Kilograms of each material for the whole job, before the waste allowance. */
    public Map<Material, Double> kilograms(Job job) {
        Map<Material, Double> kg = new EnumMap<>(Material.class);
        for (Room room : job.rooms()) {
            kilograms(room).forEach((material, amount) -> kg.merge(material, amount, Double::sum));
        }
        return kg;
    }

    /** Whole bags of each material for the job, waste included, rounded up. */
    public Map<Material, Integer> bags(Job job) {
        Map<Material, Integer> bags = new EnumMap<>(Material.class);
        kilograms(job).forEach((material, kg) -> bags.put(material, bagsFor(material, kg)));
        return bags;
    }

    int bagsFor(Material material, double kg) {
        double withWaste = kg * (100 + wastePercent) / 100.0;
        // a hair of tolerance so 50.0000001 kg of 25 kg bags is still 2 bags
        return (int) Math.ceil(withWaste / material.bagKg() - 1e-9);
    }
}
