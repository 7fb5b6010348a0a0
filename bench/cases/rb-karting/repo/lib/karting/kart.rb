# frozen_string_literal: true

module Karting
  # One kart in the fleet. Hours are engine running hours since the last
  # service; the workshop services each category at its own interval.
  Kart = Struct.new(:number, :category, :engine_cc, :hours, :status, keyword_init: true) do
    def available?
      status == :ready
    end

    def to_s
      "##{number} (#{category})"
    end
  end

  class Fleet
    SERVICE_INTERVAL_HOURS = { cadet: 25, adult: 20, twin: 15 }.freeze
    CATEGORIES = SERVICE_INTERVAL_HOURS.keys.freeze

    def initialize
      @karts = {}
    end

    def add(number:, category:, engine_cc:, hours: 0.0, status: :ready)
      raise ArgumentError, "unknown category #{category.inspect}" unless CATEGORIES.include?(category)
      raise ArgumentError, "kart #{number} already in the fleet" if @karts.key?(number)

      @karts[number] = Kart.new(number: number, category: category, engine_cc: engine_cc,
                                hours: hours.to_f, status: status)
    end

    def [](number)
      @karts.fetch(number) { raise Error, "no kart #{number}" }
    end

    def size
      @karts.size
    end

    def available(category)
      @karts.values.select { |k| k.category == category && k.available? }.sort_by(&:number)
    end

    # Adds running time after a session and parks any kart that is now due.
    def record_running(number, minutes)
      kart = self[number]
      kart.hours += minutes / 60.0
      kart.status = :due_service if due?(kart) && kart.status == :ready
      kart
    end

    def due?(kart)
      kart.hours >= SERVICE_INTERVAL_HOURS.fetch(kart.category)
    end

    def due_service
      @karts.values.select { |k| due?(k) }.sort_by { |k| [-k.hours, k.number] }
    end

    def service(number)
      kart = self[number]
      kart.hours = 0.0
      kart.status = :ready
      kart
    end

    def take_out(number, reason = :damaged)
      self[number].status = reason
    end
  end
end
