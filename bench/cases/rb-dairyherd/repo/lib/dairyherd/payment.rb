# frozen_string_literal: true

module Dairyherd
  # The milk buyer's price schedule. Prices are in pence per litre (ppl).
  #
  # The base price is for milk at the standard constituents (4.0% butterfat,
  # 3.3% protein). Each 0.1% above or below the standard adds or takes off
  # the constituent's rate. A bulk somatic cell count above 200 costs a
  # deduction by band.
  class Payment
    STANDARD_FAT = 4.0
    STANDARD_PROTEIN = 3.3
    SCC_BANDS = [
      [200, 0.0],
      [250, 0.2],
      [400, 0.5],
      [Float::INFINITY, 2.0]
    ].freeze

    attr_reader :base_ppl, :fat_rate, :protein_rate

    def initialize(base_ppl:, fat_rate: 0.25, protein_rate: 0.4)
      @base_ppl = base_ppl
      @fat_rate = fat_rate
      @protein_rate = protein_rate
    end

    def fat_adjustment(fat)
      ((fat - STANDARD_FAT) * 10 * fat_rate).round(3)
    end

    def protein_adjustment(protein)
      ((protein - STANDARD_PROTEIN) * 10 * protein_rate).round(3)
    end

    def scc_deduction(scc)
      SCC_BANDS.find { |limit, _| scc <= limit }.last
    end

    def price(fat:, protein:, scc:)
      (base_ppl + fat_adjustment(fat) + protein_adjustment(protein) - scc_deduction(scc)).round(2)
    end

    # Litres collected and the bulk milk's quality for a month give the
    # month's cheque in pounds.
    def month_value(litres:, fat:, protein:, scc:)
      (litres * price(fat: fat, protein: protein, scc: scc) / 100.0).round(2)
    end
  end

  # The bulk tank figures worked out from a day's individual recordings:
  # constituents and cell count weighted by each cow's litres.
  module Bulk
    module_function

    def weighted(records, field)
      litres = records.sum(&:litres)
      return 0.0 if litres.zero?

      records.sum { |r| r.litres * r.public_send(field) } / litres
    end

    def summary(records)
      {
        litres: records.sum(&:litres).round(1),
        fat: weighted(records, :fat).round(2),
        protein: weighted(records, :protein).round(2),
        scc: weighted(records, :scc).round
      }
    end
  end
end
