# frozen_string_literal: true

module Apiary
  # A varroa treatment product as licensed: how long it stays in the hive,
  # how long after it honey may not be taken, whether honey supers may stay
  # on, and the outside temperatures it works in.
  Product = Struct.new(:name, :days, :withdrawal_days, :supers_allowed, :min_temp, :max_temp,
                       keyword_init: true) do
    def supers_allowed?
      supers_allowed
    end

    def suitable_temperature?(celsius)
      return false if min_temp && celsius < min_temp
      return false if max_temp && celsius > max_temp

      true
    end
  end

  PRODUCTS = {
    oxalic_trickle: Product.new(name: "Oxalic acid trickle", days: 1, withdrawal_days: 0,
                                supers_allowed: false, min_temp: nil, max_temp: 8),
    formic_strips: Product.new(name: "Formic acid strips", days: 7, withdrawal_days: 0,
                               supers_allowed: true, min_temp: 10, max_temp: 29),
    thymol_gel: Product.new(name: "Thymol gel", days: 28, withdrawal_days: 0,
                            supers_allowed: false, min_temp: 15, max_temp: nil),
    amitraz_strips: Product.new(name: "Amitraz strips", days: 42, withdrawal_days: 14,
                                supers_allowed: false, min_temp: nil, max_temp: nil)
  }.freeze

  # One course of a product in one hive, from the day it goes in.
  class TreatmentCourse
    attr_reader :product, :start_date

    def initialize(product, start_date)
      @product = product.is_a?(Symbol) ? PRODUCTS.fetch(product) : product
      @start_date = start_date
    end

    # The day the product comes out of the hive.
    def end_date
      start_date + product.days
    end

    def active_on?(date)
      date >= start_date && date < end_date
    end

    # The first day honey may be taken again.
    def harvest_allowed_from
      end_date + product.withdrawal_days
    end

    def blocks_harvest_on?(date)
      date >= start_date && date < harvest_allowed_from
    end

    def to_s
      "#{product.name} from #{start_date.iso8601} to #{end_date.iso8601}"
    end
  end
end
