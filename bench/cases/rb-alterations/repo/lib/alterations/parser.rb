require "date"

module Alterations
  # A ticket as typed at the counter, fields separated by ";":
  #   T-104; Mrs Okoro; trousers; wool; hem -2in, waist +1in; 2026-11-24; rush
  # The jobs are a job name with an optional length; the flags at the end are optional
  # ("rush", or "urgent" as the old tills print it).
  module Parser
    module_function

    def parse(line)
      fields = line.split(";").map(&:strip)
      raise ArgumentError, "a ticket has at least six fields: #{line.inspect}" if fields.size < 6

      number, customer, garment, fabric, jobs, received, *flags = fields
      flags = flags.map(&:downcase)
      Ticket.new(
        number: number,
        customer: customer,
        garment: garment.downcase,
        fabric: fabric.downcase,
        items: jobs.split(",").map { |job| parse_item(job) },
        received: Date.iso8601(received),
        rush: flags.include?("rush") || flags.include?("urgent"),
      )
    end

    def parse_item(text)
      name, length = text.strip.split(/\s+/, 2)
      return Ticket::Item.new(job: name.downcase, length_mm: nil, unit: nil) unless length

      unit = length.include?("cm") || length.include?("mm") ? "cm" : "in"
      Ticket::Item.new(job: name.downcase, length_mm: Measure.parse(length), unit: unit)
    end
  end
end
