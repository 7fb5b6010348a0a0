# frozen_string_literal: true

module Sailloft
  # The price of making one sail: cloth off the roll, hours at the bench and
  # the fittings, plus VAT.
  class Quote
    VAT_RATE = 0.20
    LABOUR_RATE = 38.0
    BASE_HOURS = { main: 6.0, genoa: 5.0, jib: 4.0, staysail: 3.5 }.freeze
    HOURS_PER_SQ_M = 0.35

    HARDWARE_PRICES = {
      cringle: 4.50,
      batten_pocket: 12.00,
      luff_slide: 1.90,
      hank: 3.20,
      reef_point: 2.75
    }.freeze

    # Tack, clew and head rings on every sail.
    CORNER_CRINGLES = 3

    attr_reader :sail, :cloth, :hardware

    def initialize(sail, cloth, hardware: {}, seam: PanelLayout::DEFAULT_SEAM)
      unknown = hardware.keys - HARDWARE_PRICES.keys
      raise ArgumentError, "unknown hardware #{unknown.join(', ')}" unless unknown.empty?

      @sail = sail
      @cloth = cloth
      @hardware = hardware
      @layout = PanelLayout.new(sail, cloth, seam: seam)
    end

    attr_reader :layout

    def cloth_cost
      (layout.cloth_metres * cloth.price_per_m).round(2)
    end

    def labour_hours
      (BASE_HOURS.fetch(sail.kind) + sail.area * HOURS_PER_SQ_M).round(1)
    end

    def labour_cost
      (labour_hours * LABOUR_RATE).round(2)
    end

    def hardware_items
      items = { cringle: CORNER_CRINGLES }
      hardware.each { |item, count| items[item] = items.fetch(item, 0) + count }
      items
    end

    def hardware_cost
      hardware_items.sum { |item, count| HARDWARE_PRICES.fetch(item) * count }.round(2)
    end

    def subtotal
      (cloth_cost + labour_cost + hardware_cost).round(2)
    end

    def vat
      (subtotal * VAT_RATE).round(2)
    end

    def total
      (subtotal + vat).round(2)
    end

    def lines
      [
        ["Cloth #{cloth.code}, #{format('%.2f', layout.cloth_metres)} m", cloth_cost],
        ["Labour #{format('%.1f', labour_hours)} h", labour_cost],
        ["Hardware", hardware_cost],
        ["VAT #{(VAT_RATE * 100).round}%", vat],
        ["Total", total]
      ]
    end
  end
end
