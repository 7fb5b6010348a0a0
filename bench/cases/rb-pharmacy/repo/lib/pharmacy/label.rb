# frozen_string_literal: true

module Pharmacy
  # Turns prescriber shorthand ("1 tab po bid") into patient directions and prints the bottle label.
  module Label
    ROUTES = {
      "po" => "by mouth",
      "sl" => "under the tongue",
      "inh" => "by inhalation",
      "top" => "on the skin"
    }.freeze

    FREQUENCIES = {
      "qd" => "once daily",
      "daily" => "once daily",
      "bid" => "twice daily",
      "tid" => "three times daily",
      "qid" => "four times daily"
    }.freeze

    VERBS = { "inh" => "Inhale", "top" => "Apply" }.freeze

    UNITS = { "tab" => :tablet, "cap" => :capsule, "ml" => :liquid, "puff" => :inhaler }.freeze

    module_function

    def directions(sig)
      words = sig.downcase.split
      count = words.shift
      raise ArgumentError, "sig must start with a dose: #{sig.inspect}" unless count&.match?(/\A\d+(\.\d+)?\z/)

      unit = words.shift
      form = UNITS.fetch(unit) { raise ArgumentError, "unknown unit #{unit.inspect} in #{sig.inspect}" }
      route = words.shift
      route_text = ROUTES.fetch(route) { raise ArgumentError, "unknown route #{route.inspect} in #{sig.inspect}" }
      freq = words.map { |w| FREQUENCIES.fetch(w) { raise ArgumentError, "unknown frequency #{w.inspect}" } }

      n = count.include?(".") ? count.to_f : count.to_i
      singular, plural = Drug::FORMS.fetch(form)
      unit_text = n == 1 ? singular : plural
      [VERBS.fetch(route, "Take"), count, unit_text, route_text, *freq].join(" ")
    end

    def render(prescription, fill, pharmacy_name:)
      drug = prescription.drug
      lines = []
      lines << pharmacy_name
      lines << "Rx #{prescription.number}  #{fill.filled_on.strftime('%d %b %Y')}"
      lines << prescription.patient
      lines << "#{drug.display_name}  Qty #{fill.quantity} #{drug.unit_word(fill.quantity)}"
      lines << directions(prescription.sig)
      lines << "Refills left: #{prescription.refills_remaining}"
      lines << "Do not use after #{prescription.expires_on.strftime('%d %b %Y')}" if drug.controlled?
      lines.join("\n")
    end
  end
end
