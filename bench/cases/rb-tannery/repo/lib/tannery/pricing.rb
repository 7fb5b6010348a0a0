# frozen_string_literal: true

module Tannery
  # Pence per square foot for each grade of one article.
  class PriceList
    attr_reader :article

    def initialize(article, pence_per_sqft)
      @article = article
      @prices = pence_per_sqft.dup.freeze
    end

    def unit_price(grade)
      @prices.fetch(grade) { raise KeyError, "#{article} has no price for #{grade}" }
    end

    def grades
      @prices.keys
    end
  end

  QuoteLine = Struct.new(:grade, :count, :area_sqft, :unit_pence, :pence)

  # A customer's quote for the saleable crust of a graded batch: one line per
  # grade, a volume discount on the goods, then VAT.
  class Quote
    # [minimum area in square feet, discount percent], largest first.
    VOLUME_DISCOUNTS = [[2000, 8], [1000, 5], [500, 3]].freeze
    VAT_PERCENT = 20

    attr_reader :batch, :price_list

    def initialize(batch, price_list, grader: Grader.new)
      @batch = batch
      @price_list = price_list
      @grader = grader
    end

    def lines
      @grader.summary(batch).filter_map do |grade, s|
        next if grade == Grader::REJECT

        unit = price_list.unit_price(grade)
        QuoteLine.new(grade, s[:count], s[:area_sqft], unit, (s[:area_sqft] * unit).round)
      end
    end

    def area_sqft
      lines.sum(&:area_sqft)
    end

    def goods_pence
      lines.sum(&:pence)
    end

    def discount_percent
      tier = VOLUME_DISCOUNTS.find { |min, _| area_sqft >= min }
      tier ? tier.last : 0
    end

    def discount_pence
      (goods_pence * discount_percent / 100.0).round
    end

    def net_pence
      goods_pence - discount_pence
    end

    def vat_pence
      (net_pence * VAT_PERCENT / 100.0).round
    end

    def total_pence
      net_pence + vat_pence
    end
  end
end
