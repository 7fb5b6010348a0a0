module Joinery
  # Finishes, with coverage in square metres per litre per coat and price
  # per litre.
  module Finish
    Product = Struct.new(:name, :coverage, :price_l, :coats, keyword_init: true)

    PRODUCTS = {
      hardwax_oil: Product.new(name: "Hardwax oil", coverage: 24, price_l: 42.0, coats: 2),
      varnish: Product.new(name: "Satin varnish", coverage: 14, price_l: 28.0, coats: 3),
      paint: Product.new(name: "Eggshell paint", coverage: 12, price_l: 36.0, coats: 2)
    }.freeze

    module_function

    def product(key)
      PRODUCTS.fetch(key) { raise ArgumentError, "unknown finish #{key.inspect}" }
    end

    # Surface area of a cutting list's pieces, all faces, m2 (finished sizes
    # are near enough the sawn less planing).
    def area_m2(list)
      list.lines.sum do |line|
        b = line.board
        w = b.width - Board::PLANE_ALLOWANCE
        t = b.thickness - Board::PLANE_ALLOWANCE
        l = b.length
        line.qty * (2 * (l * w + l * t + w * t)) / 1_000_000.0
      end
    end

    # Litres needed, rounded up to the half litre tin.
    def litres(list, key)
      p = product(key)
      raw = area_m2(list) * p.coats / p.coverage
      (raw * 2).ceil / 2.0
    end

    def cost(list, key)
      (litres(list, key) * product(key).price_l).round(2)
    end
  end
end
