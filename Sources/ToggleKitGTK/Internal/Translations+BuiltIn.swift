#if os(Linux)
  // Made by scripts/translations.py from the gettext catalogs, po/*.po; do not edit by hand.

  extension Translations {
    /// The phrases built in, by gettext language name: on, off, mixed, the rollback format.
    static let builtIn: [String: [String]] = [
      "ar": ["تشغيل", "إيقاف", "مختلط", "%1$s: لم يتم التغيير، لا يزال %2$s"],
      "ca": ["activat", "desactivat", "mixt", "%1$s: sense canvis, continua %2$s"],
      "cs": ["zapnuto", "vypnuto", "smíšené", "%1$s: beze změny, stále %2$s"],
      "da": ["til", "fra", "blandet", "%1$s: ikke ændret, stadig %2$s"],
      "de": ["ein", "aus", "gemischt", "%1$s: nicht geändert, weiterhin %2$s"],
      "el": ["ενεργό", "ανενεργό", "μικτό", "%1$s: δεν άλλαξε, παραμένει %2$s"],
      "en_AU": ["on", "off", "mixed", "%1$s: not changed, still %2$s"],
      "en_GB": ["on", "off", "mixed", "%1$s: not changed, still %2$s"],
      "es_419": ["activado", "desactivado", "mixto", "%1$s: sin cambios, sigue %2$s"],
      "es": ["sí", "no", "mixto", "%1$s: sin cambios, sigue %2$s"],
      "fi": ["päällä", "pois", "sekalainen", "%1$s: ei muutettu, edelleen %2$s"],
      "fr_CA": ["oui", "non", "mixte", "%1$s : aucune modification, toujours %2$s"],
      "fr": ["oui", "non", "mixte", "%1$s : aucune modification, toujours %2$s"],
      "he": ["פועל", "כבוי", "מעורב", "%1$s: ללא שינוי, עדיין %2$s"],
      "hi": ["चालू", "बंद", "मिश्रित", "%1$s: कोई बदलाव नहीं, अब भी %2$s"],
      "hr": ["uključeno", "isključeno", "mješovito", "%1$s: bez promjene, i dalje %2$s"],
      "hu": ["be", "ki", "vegyes", "%1$s: nincs változás, továbbra is %2$s"],
      "id": ["nyala", "mati", "campuran", "%1$s: tidak diubah, tetap %2$s"],
      "it": ["sì", "no", "misto", "%1$s: nessuna modifica, ancora %2$s"],
      "ja": ["オン", "オフ", "混在", "%1$s：変更されませんでした。%2$sのままです"],
      "ko": ["켬", "끔", "혼합", "%1$s: 변경되지 않음, 여전히 %2$s"],
      "ms": ["hidup", "mati", "bercampur", "%1$s: tidak diubah, masih %2$s"],
      "nb": ["på", "av", "blandet", "%1$s: ikke endret, fortsatt %2$s"],
      "nl": ["aan", "uit", "gemengd", "%1$s: niet gewijzigd, nog steeds %2$s"],
      "pl": ["włączone", "wyłączone", "mieszane", "%1$s: bez zmian, nadal %2$s"],
      "pt_BR": ["ativado", "desativado", "misto", "%1$s: sem alteração, continua %2$s"],
      "pt_PT": ["ativado", "desativado", "misto", "%1$s: sem alterações, continua %2$s"],
      "ro": ["activat", "dezactivat", "mixt", "%1$s: nicio modificare, în continuare %2$s"],
      "ru": ["включено", "выключено", "смешанное", "%1$s: без изменений, по-прежнему %2$s"],
      "sk": ["zapnuté", "vypnuté", "zmiešané", "%1$s: bez zmeny, stále %2$s"],
      "sv": ["på", "av", "blandat", "%1$s: ingen ändring, fortfarande %2$s"],
      "th": ["เปิด", "ปิด", "ผสม", "%1$s: ไม่มีการเปลี่ยนแปลง ยังคง%2$s"],
      "tr": ["açık", "kapalı", "karışık", "%1$s: değiştirilmedi, hâlâ %2$s"],
      "uk": ["увімкнено", "вимкнено", "змішане", "%1$s: без змін, досі %2$s"],
      "vi": ["bật", "tắt", "hỗn hợp", "%1$s: không thay đổi, vẫn %2$s"],
      "zh_HK": ["開啟", "關閉", "混合", "%1$s：未有更改，仍為%2$s"],
      "zh_CN": ["打开", "关闭", "混合", "%1$s：未更改，仍为%2$s"],
      "zh_TW": ["開啟", "關閉", "混合", "%1$s：未變更，仍為%2$s"],
    ]
  }
#endif
