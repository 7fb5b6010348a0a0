# frozen_string_literal: true

module Tannery
  # The batch sheet that goes with the hides from the beamhouse to despatch.
  module Report
    module_function

    def batch_sheet(batch, recipe)
      doses = DoseSheet.new(batch, recipe)
      out = []
      out << "Batch #{batch.code}: #{batch.size} #{batch.species} hides, #{recipe.name}"
      out << format("Weights: green %.2f kg, pelt %.2f kg, shaved %.2f kg",
                    batch.green_weight, batch.pelt_weight, batch.shaved_weight)
      recipe.steps.each do |step|
        out << format("%-8s %4d L at %d°C, %s", step.name, doses.water_litres(step.name), step.temp_c,
                      duration(step.minutes))
        doses.for_step(step.name).each do |line|
          out << format("  %-24s %5.2f%% %8.2f kg", line.chemical, line.percent, line.kg)
        end
      end
      out << "Water: #{doses.total_water_litres} L"
      out.join("\n")
    end

    def quote(quote)
      out = ["Quote for batch #{quote.batch.code} (#{quote.price_list.article})"]
      quote.lines.each do |l|
        out << format("%-4s %3d hides %8.2f sq ft @ %s = %s", l.grade, l.count, l.area_sqft,
                      Units.money(l.unit_pence), Units.money(l.pence))
      end
      out << "Goods: #{Units.money(quote.goods_pence)}"
      if quote.discount_percent.positive?
        out << "Volume discount #{quote.discount_percent}%: -#{Units.money(quote.discount_pence)}"
      end
      out << "VAT #{Quote::VAT_PERCENT}%: #{Units.money(quote.vat_pence)}"
      out << "Total: #{Units.money(quote.total_pence)}"
      out.join("\n")
    end

    def duration(minutes)
      hours, mins = minutes.divmod(60)
      return "#{mins} min" if hours.zero?
      return "#{hours} h" if mins.zero?

      "#{hours} h #{mins} min"
    end
  end
end
