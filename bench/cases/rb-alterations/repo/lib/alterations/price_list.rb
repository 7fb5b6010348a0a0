module Alterations
  # The counter's price list, in pence, with the working days each job takes.
  class PriceList
    Job = Struct.new(:name, :pence, :days, keyword_init: true)

    JOBS = [
      Job.new(name: "hem", pence: 1200, days: 3),
      Job.new(name: "taper", pence: 1800, days: 4),
      Job.new(name: "waist", pence: 1500, days: 3),
      Job.new(name: "sleeves", pence: 1800, days: 4),
      Job.new(name: "zip", pence: 2000, days: 5),
      Job.new(name: "patch", pence: 900, days: 2),
    ].freeze

    # Fabrics that are slower to work, and what they cost over the list price.
    FABRIC_FACTORS = { "leather" => 1.5, "suede" => 1.5, "silk" => 1.25, "velvet" => 1.25 }.freeze

    def job(name)
      JOBS.find { |j| j.name == name.to_s.downcase } or raise ArgumentError, "no such job: #{name}"
    end

    def factor(fabric)
      FABRIC_FACTORS.fetch(fabric.to_s.downcase, 1.0)
    end

    # The price of a job on a fabric, to the penny.
    def price(name, fabric)
      (job(name).pence * factor(fabric)).round
    end
  end
end
