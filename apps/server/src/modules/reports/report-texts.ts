import type { ReportLanguage } from '@airscope/contracts';

/** Every text a report or bill of materials prints, per language; `{x}` are placeholders. */
const en = {
  defaultTitle: 'Wi-Fi design report',
  generatedBy: 'Created with Airscope on {date}',
  project: 'Project',
  customer: 'Customer',
  location: 'Location',
  responsible: 'Responsible person',
  contents: 'Contents',
  page: 'Page {n} of {total}',
  'section.floor-plans': 'Floor plans and heatmaps',
  'section.access-points': 'Access points',
  'section.requirements': 'Requirement pass rates',
  'section.capacity': 'Capacity',
  'section.bill-of-materials': 'Bill of materials',
  'section.notes': 'Notes',
  floor: 'Floor',
  building: 'Building',
  noBuilding: 'No building',
  band: '{band} GHz',
  bandColumn: 'Band',
  'vis.sig-strength': 'Signal strength',
  'vis.sig-strength-2nd': 'Secondary signal strength',
  'vis.snr': 'Signal-to-noise ratio',
  'vis.ch-interference': 'Channel interference',
  'vis.nw-health': 'Network health',
  'vis.data-rate': 'Data rate',
  'vis.throughput': 'Throughput',
  legend: 'Legend',
  range: 'Range',
  share: 'Share of area',
  passRate: 'Pass rate',
  passRateOf: 'Pass rate ({requirement}): {rate}',
  'unit.count': 'APs',
  'unit.pass': '',
  pass: 'Passes',
  fail: 'Fails',
  noHeatmap: 'No heatmap could be computed for this floor.',
  apName: 'Name',
  vendor: 'Vendor',
  model: 'Model',
  mounting: 'Mounting',
  height: 'Height',
  radios: 'Radios',
  channel: 'Channel',
  power: 'Power',
  'mount.CEILING': 'Ceiling',
  'mount.WALL': 'Wall',
  'mount.OTHER': 'Other',
  noAccessPoints: 'No access points on this floor.',
  requirement: 'Requirement',
  criterion: 'Criterion',
  overall: 'All criteria',
  'criterion.SIGNAL_STRENGTH': 'Signal strength',
  'criterion.SECONDARY_SIGNAL_STRENGTH': 'Secondary signal strength',
  'criterion.SIGNAL_TO_NOISE_RATIO': 'Signal-to-noise ratio',
  'criterion.DATA_RATE': 'Data rate',
  'criterion.CHANNEL_OVERLAP': 'Channel overlap',
  'criterion.NUMBER_OF_ACCESS_POINTS': 'Number of access points',
  'criterion.PING_RTT': 'Ping round-trip time',
  'criterion.RELATIVE_PING_PACKET_LOSS': 'Ping packet loss',
  accessPoint: 'Access point',
  clients: 'Clients',
  demand: 'Demand (Mbit/s)',
  phyRate: 'Mean data rate (Mbit/s)',
  airtime: 'Airtime',
  limit: 'Limit',
  status: 'Status',
  ok: 'OK',
  overloaded: 'Over limit',
  noCapacity: 'No capacity areas with clients on this floor.',
  unserved: 'Clients without coverage: {n}',
  category: 'Category',
  description: 'Description',
  quantity: 'Quantity',
  total: 'Total',
  'bom.access-point': 'Access point',
  'bom.radio': 'Radio',
  'bom.antenna': 'Antenna',
  'bom.mount': 'Mount',
  radioOf: '{band} GHz radio',
  mountOf: '{mounting} mount',
  noNotes: 'No notes.',
  pictureNote: 'Picture note',
  projectNote: 'Project note',
  capacityVisual: 'Airtime utilisation',
};
export type ReportTextKey = keyof typeof en;
type Table = Record<ReportTextKey, string>;

const de: Table = {
  defaultTitle: 'WLAN-Planungsbericht', generatedBy: 'Erstellt mit Airscope am {date}', project: 'Projekt', customer: 'Kunde', location: 'Standort',
  responsible: 'Verantwortliche Person', contents: 'Inhalt', page: 'Seite {n} von {total}',
  'section.floor-plans': 'Grundrisse und Heatmaps', 'section.access-points': 'Access Points', 'section.requirements': 'Erfüllungsgrad der Anforderungen',
  'section.capacity': 'Kapazität', 'section.bill-of-materials': 'Stückliste', 'section.notes': 'Notizen',
  floor: 'Etage', building: 'Gebäude', noBuilding: 'Kein Gebäude', band: '{band} GHz', bandColumn: 'Band',
  'vis.sig-strength': 'Signalstärke', 'vis.sig-strength-2nd': 'Zweitstärkstes Signal', 'vis.snr': 'Signal-Rausch-Abstand',
  'vis.ch-interference': 'Kanalstörungen', 'vis.nw-health': 'Netzwerkzustand', 'vis.data-rate': 'Datenrate', 'vis.throughput': 'Durchsatz',
  legend: 'Legende', range: 'Bereich', share: 'Flächenanteil', passRate: 'Erfüllungsgrad', passRateOf: 'Erfüllungsgrad ({requirement}): {rate}',
  'unit.count': 'APs', 'unit.pass': '', pass: 'Erfüllt', fail: 'Nicht erfüllt', noHeatmap: 'Für diese Etage konnte keine Heatmap berechnet werden.',
  apName: 'Name', vendor: 'Hersteller', model: 'Modell', mounting: 'Montage', height: 'Höhe', radios: 'Funkmodule', channel: 'Kanal', power: 'Leistung',
  'mount.CEILING': 'Decke', 'mount.WALL': 'Wand', 'mount.OTHER': 'Sonstige', noAccessPoints: 'Keine Access Points auf dieser Etage.',
  requirement: 'Anforderung', criterion: 'Kriterium', overall: 'Alle Kriterien',
  'criterion.SIGNAL_STRENGTH': 'Signalstärke', 'criterion.SECONDARY_SIGNAL_STRENGTH': 'Zweitstärkstes Signal', 'criterion.SIGNAL_TO_NOISE_RATIO': 'Signal-Rausch-Abstand',
  'criterion.DATA_RATE': 'Datenrate', 'criterion.CHANNEL_OVERLAP': 'Kanalüberlappung', 'criterion.NUMBER_OF_ACCESS_POINTS': 'Anzahl Access Points',
  'criterion.PING_RTT': 'Ping-Umlaufzeit', 'criterion.RELATIVE_PING_PACKET_LOSS': 'Ping-Paketverlust',
  accessPoint: 'Access Point', clients: 'Clients', demand: 'Bedarf (Mbit/s)', phyRate: 'Mittlere Datenrate (Mbit/s)', airtime: 'Sendezeit',
  limit: 'Grenze', status: 'Status', ok: 'In Ordnung', overloaded: 'Über der Grenze', noCapacity: 'Keine Kapazitätsbereiche mit Clients auf dieser Etage.',
  unserved: 'Clients ohne Versorgung: {n}', category: 'Kategorie', description: 'Beschreibung', quantity: 'Menge', total: 'Summe',
  'bom.access-point': 'Access Point', 'bom.radio': 'Funkmodul', 'bom.antenna': 'Antenne', 'bom.mount': 'Halterung',
  radioOf: 'Funkmodul {band} GHz', mountOf: 'Halterung {mounting}', noNotes: 'Keine Notizen.', pictureNote: 'Bildnotiz', projectNote: 'Projektnotiz',
  capacityVisual: 'Sendezeitauslastung',
};

const fr: Table = {
  defaultTitle: 'Rapport de conception Wi-Fi', generatedBy: 'Créé avec Airscope le {date}', project: 'Projet', customer: 'Client', location: 'Lieu',
  responsible: 'Responsable', contents: 'Sommaire', page: 'Page {n} sur {total}',
  'section.floor-plans': 'Plans d’étage et cartes thermiques', 'section.access-points': 'Points d’accès', 'section.requirements': 'Taux de conformité aux exigences',
  'section.capacity': 'Capacité', 'section.bill-of-materials': 'Nomenclature du matériel', 'section.notes': 'Notes',
  floor: 'Étage', building: 'Bâtiment', noBuilding: 'Aucun bâtiment', band: '{band} GHz', bandColumn: 'Bande',
  'vis.sig-strength': 'Puissance du signal', 'vis.sig-strength-2nd': 'Signal secondaire', 'vis.snr': 'Rapport signal/bruit',
  'vis.ch-interference': 'Interférences de canal', 'vis.nw-health': 'État du réseau', 'vis.data-rate': 'Débit de données', 'vis.throughput': 'Débit utile',
  legend: 'Légende', range: 'Plage', share: 'Part de la surface', passRate: 'Taux de conformité', passRateOf: 'Taux de conformité ({requirement}) : {rate}',
  'unit.count': 'PA', 'unit.pass': '', pass: 'Conforme', fail: 'Non conforme', noHeatmap: 'Aucune carte thermique n’a pu être calculée pour cet étage.',
  apName: 'Nom', vendor: 'Fabricant', model: 'Modèle', mounting: 'Montage', height: 'Hauteur', radios: 'Radios', channel: 'Canal', power: 'Puissance',
  'mount.CEILING': 'Plafond', 'mount.WALL': 'Mur', 'mount.OTHER': 'Autre', noAccessPoints: 'Aucun point d’accès à cet étage.',
  requirement: 'Exigence', criterion: 'Critère', overall: 'Tous les critères',
  'criterion.SIGNAL_STRENGTH': 'Puissance du signal', 'criterion.SECONDARY_SIGNAL_STRENGTH': 'Signal secondaire', 'criterion.SIGNAL_TO_NOISE_RATIO': 'Rapport signal/bruit',
  'criterion.DATA_RATE': 'Débit de données', 'criterion.CHANNEL_OVERLAP': 'Chevauchement de canaux', 'criterion.NUMBER_OF_ACCESS_POINTS': 'Nombre de points d’accès',
  'criterion.PING_RTT': 'Temps aller-retour du ping', 'criterion.RELATIVE_PING_PACKET_LOSS': 'Perte de paquets du ping',
  accessPoint: 'Point d’accès', clients: 'Clients', demand: 'Demande (Mbit/s)', phyRate: 'Débit moyen (Mbit/s)', airtime: 'Temps d’antenne',
  limit: 'Limite', status: 'État', ok: 'Correct', overloaded: 'Au-delà de la limite', noCapacity: 'Aucune zone de capacité avec des clients à cet étage.',
  unserved: 'Clients sans couverture : {n}', category: 'Catégorie', description: 'Description', quantity: 'Quantité', total: 'Total',
  'bom.access-point': 'Point d’accès', 'bom.radio': 'Radio', 'bom.antenna': 'Antenne', 'bom.mount': 'Support',
  radioOf: 'Radio {band} GHz', mountOf: 'Support {mounting}', noNotes: 'Aucune note.', pictureNote: 'Note illustrée', projectNote: 'Note du projet',
  capacityVisual: 'Occupation du temps d’antenne',
};

const es: Table = {
  defaultTitle: 'Informe de diseño Wi-Fi', generatedBy: 'Creado con Airscope el {date}', project: 'Proyecto', customer: 'Cliente', location: 'Ubicación',
  responsible: 'Persona responsable', contents: 'Contenido', page: 'Página {n} de {total}',
  'section.floor-plans': 'Planos y mapas de calor', 'section.access-points': 'Puntos de acceso', 'section.requirements': 'Grado de cumplimiento de los requisitos',
  'section.capacity': 'Capacidad', 'section.bill-of-materials': 'Lista de materiales', 'section.notes': 'Notas',
  floor: 'Planta', building: 'Edificio', noBuilding: 'Sin edificio', band: '{band} GHz', bandColumn: 'Banda',
  'vis.sig-strength': 'Intensidad de señal', 'vis.sig-strength-2nd': 'Señal secundaria', 'vis.snr': 'Relación señal/ruido',
  'vis.ch-interference': 'Interferencia de canal', 'vis.nw-health': 'Estado de la red', 'vis.data-rate': 'Velocidad de datos', 'vis.throughput': 'Rendimiento',
  legend: 'Leyenda', range: 'Rango', share: 'Proporción del área', passRate: 'Grado de cumplimiento', passRateOf: 'Grado de cumplimiento ({requirement}): {rate}',
  'unit.count': 'PA', 'unit.pass': '', pass: 'Cumple', fail: 'No cumple', noHeatmap: 'No se pudo calcular ningún mapa de calor para esta planta.',
  apName: 'Nombre', vendor: 'Fabricante', model: 'Modelo', mounting: 'Montaje', height: 'Altura', radios: 'Radios', channel: 'Canal', power: 'Potencia',
  'mount.CEILING': 'Techo', 'mount.WALL': 'Pared', 'mount.OTHER': 'Otro', noAccessPoints: 'No hay puntos de acceso en esta planta.',
  requirement: 'Requisito', criterion: 'Criterio', overall: 'Todos los criterios',
  'criterion.SIGNAL_STRENGTH': 'Intensidad de señal', 'criterion.SECONDARY_SIGNAL_STRENGTH': 'Señal secundaria', 'criterion.SIGNAL_TO_NOISE_RATIO': 'Relación señal/ruido',
  'criterion.DATA_RATE': 'Velocidad de datos', 'criterion.CHANNEL_OVERLAP': 'Solapamiento de canales', 'criterion.NUMBER_OF_ACCESS_POINTS': 'Número de puntos de acceso',
  'criterion.PING_RTT': 'Tiempo de ida y vuelta del ping', 'criterion.RELATIVE_PING_PACKET_LOSS': 'Pérdida de paquetes del ping',
  accessPoint: 'Punto de acceso', clients: 'Clientes', demand: 'Demanda (Mbit/s)', phyRate: 'Velocidad media (Mbit/s)', airtime: 'Tiempo de aire',
  limit: 'Límite', status: 'Estado', ok: 'Correcto', overloaded: 'Por encima del límite', noCapacity: 'No hay áreas de capacidad con clientes en esta planta.',
  unserved: 'Clientes sin cobertura: {n}', category: 'Categoría', description: 'Descripción', quantity: 'Cantidad', total: 'Total',
  'bom.access-point': 'Punto de acceso', 'bom.radio': 'Radio', 'bom.antenna': 'Antena', 'bom.mount': 'Soporte',
  radioOf: 'Radio de {band} GHz', mountOf: 'Soporte de {mounting}', noNotes: 'No hay notas.', pictureNote: 'Nota con imagen', projectNote: 'Nota del proyecto',
  capacityVisual: 'Uso del tiempo de aire',
};

const fi: Table = {
  defaultTitle: 'Wi-Fi-suunnitteluraportti', generatedBy: 'Luotu Airscopella {date}', project: 'Projekti', customer: 'Asiakas', location: 'Sijainti',
  responsible: 'Vastuuhenkilö', contents: 'Sisällys', page: 'Sivu {n}/{total}',
  'section.floor-plans': 'Pohjapiirrokset ja lämpökartat', 'section.access-points': 'Tukiasemat', 'section.requirements': 'Vaatimusten täyttymisaste',
  'section.capacity': 'Kapasiteetti', 'section.bill-of-materials': 'Materiaaliluettelo', 'section.notes': 'Muistiinpanot',
  floor: 'Kerros', building: 'Rakennus', noBuilding: 'Ei rakennusta', band: '{band} GHz', bandColumn: 'Taajuusalue',
  'vis.sig-strength': 'Signaalinvoimakkuus', 'vis.sig-strength-2nd': 'Toissijainen signaali', 'vis.snr': 'Signaali-kohinasuhde',
  'vis.ch-interference': 'Kanavahäiriöt', 'vis.nw-health': 'Verkon kunto', 'vis.data-rate': 'Tiedonsiirtonopeus', 'vis.throughput': 'Läpäisykyky',
  legend: 'Selite', range: 'Väli', share: 'Osuus alueesta', passRate: 'Täyttymisaste', passRateOf: 'Täyttymisaste ({requirement}): {rate}',
  'unit.count': 'tukiasemaa', 'unit.pass': '', pass: 'Täyttyy', fail: 'Ei täyty', noHeatmap: 'Tälle kerrokselle ei voitu laskea lämpökarttaa.',
  apName: 'Nimi', vendor: 'Valmistaja', model: 'Malli', mounting: 'Asennus', height: 'Korkeus', radios: 'Radiot', channel: 'Kanava', power: 'Teho',
  'mount.CEILING': 'Katto', 'mount.WALL': 'Seinä', 'mount.OTHER': 'Muu', noAccessPoints: 'Tässä kerroksessa ei ole tukiasemia.',
  requirement: 'Vaatimus', criterion: 'Kriteeri', overall: 'Kaikki kriteerit',
  'criterion.SIGNAL_STRENGTH': 'Signaalinvoimakkuus', 'criterion.SECONDARY_SIGNAL_STRENGTH': 'Toissijainen signaali', 'criterion.SIGNAL_TO_NOISE_RATIO': 'Signaali-kohinasuhde',
  'criterion.DATA_RATE': 'Tiedonsiirtonopeus', 'criterion.CHANNEL_OVERLAP': 'Kanavien päällekkäisyys', 'criterion.NUMBER_OF_ACCESS_POINTS': 'Tukiasemien määrä',
  'criterion.PING_RTT': 'Pingin kiertoaika', 'criterion.RELATIVE_PING_PACKET_LOSS': 'Pingin pakettihäviö',
  accessPoint: 'Tukiasema', clients: 'Päätelaitteet', demand: 'Tarve (Mbit/s)', phyRate: 'Keskinopeus (Mbit/s)', airtime: 'Lähetysaika',
  limit: 'Raja', status: 'Tila', ok: 'Kunnossa', overloaded: 'Yli rajan', noCapacity: 'Tässä kerroksessa ei ole kapasiteettialueita päätelaitteineen.',
  unserved: 'Päätelaitteet ilman kuuluvuutta: {n}', category: 'Luokka', description: 'Kuvaus', quantity: 'Määrä', total: 'Yhteensä',
  'bom.access-point': 'Tukiasema', 'bom.radio': 'Radio', 'bom.antenna': 'Antenni', 'bom.mount': 'Kiinnike',
  radioOf: '{band} GHz:n radio', mountOf: 'Kiinnike: {mounting}', noNotes: 'Ei muistiinpanoja.', pictureNote: 'Kuvamuistiinpano', projectNote: 'Projektin muistiinpano',
  capacityVisual: 'Lähetysajan käyttöaste',
};

const TABLES: Record<ReportLanguage, Table> = { en, de, fr, es, fi };
const LOCALES: Record<ReportLanguage, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', fi: 'fi-FI' };

/** Texts and number/date formats of one language. */
export interface ReportTexts {
  readonly language: ReportLanguage;
  t(key: ReportTextKey, values?: Readonly<Record<string, string | number>>): string;
  number(value: number, fractionDigits?: number): string;
  percent(share: number): string;
  date(at: Date): string;
}

export function reportTexts(language: ReportLanguage): ReportTexts {
  const table = TABLES[language];
  const locale = LOCALES[language];
  const formats = new Map<number, Intl.NumberFormat>();
  const number = (value: number, digits = 0) => {
    let format = formats.get(digits);
    if (!format) formats.set(digits, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
    return format.format(value);
  };
  const percent = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    language,
    t: (key, values = {}) => table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`)),
    number,
    percent: (share) => percent.format(share),
    date: (at) => date.format(at),
  };
}
