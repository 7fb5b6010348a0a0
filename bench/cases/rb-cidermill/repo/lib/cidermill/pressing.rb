module Cidermill
  # A pressing day: which loads go on the press, the juice they give and what each grower is charged.
  class Pressing
    FEE_PENCE_PER_LITRE = 18
    MINIMUM_FEE_PENCE = 500

    def accept(batches)
      batches.select { |b| acceptable?(b) }
    end

    def refused(batches)
      batches.reject { |b| acceptable?(b) }
    end

    # Juice litres by grower, accepted batches only, growers in the order they arrived.
    def juice_by_grower(batches)
      accept(batches).each_with_object(Hash.new(0.0)) do |b, acc|
        acc[b.grower] = (acc[b.grower] + Fruit.juice_litres(b.kind, b.kg)).round(1)
      end
    end

    # Pence charged to each grower for pressing their juice, never less than the minimum fee.
    def fees(batches)
      juice_by_grower(batches).transform_values do |litres|
        [(litres * FEE_PENCE_PER_LITRE).round, MINIMUM_FEE_PENCE].max
      end
    end

    private

    def acceptable?(batch)
      Fruit.ripe?(batch.brix)
    end
  end
end
