import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { buildBuildingScene, buildingBounds } from './build-building-scene.ts';
import type { ThreeDViewProps } from './three-d-types.ts';

/** Pointer travel (px) under which a press counts as a click that picks a floor rather than an orbit. */
const CLICK_SLOP_PX = 4;

/** The building in 3D (three.js, loaded lazily): orbit with the left button, pan with the right or the arrow keys, zoom with the wheel; a click (or a floor button) picks a floor. */
export default function ThreeDView({ floors, onPickFloor, selectedFloorId, height = 480 }: ThreeDViewProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<ReturnType<typeof createStage> | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const pickRef = useRef(onPickFloor);
  useEffect(() => {
    pickRef.current = onPickFloor;
  }, [onPickFloor]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    try {
      stageRef.current = createStage(host, (floorId) => pickRef.current?.(floorId));
    } catch (error) {
      // Most often no WebGL context; the message goes to the console for anyone debugging.
      console.error('3D view', error);
      setFailed(true);
      return;
    }
    return () => {
      stageRef.current?.dispose();
      stageRef.current = undefined;
    };
  }, []);

  useEffect(() => {
    stageRef.current?.show(floors, selectedFloorId);
  }, [floors, selectedFloorId]);

  if (failed)
    return (
      <Alert color="red" title={t('planningParts.threeD.title')}>
        {t('planningParts.threeD.unavailable')}
      </Alert>
    );
  return (
    <Box>
      <Box
        ref={hostRef}
        h={height}
        data-testid="three-d-view"
        role="application"
        tabIndex={0}
        aria-label={t('planningParts.threeD.label', { floors: floors.length })}
        style={{ position: 'relative', overflow: 'hidden', borderRadius: 4, background: '#dee2e6', touchAction: 'none' }}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('planningParts.threeD.hint')}
      </Text>
      {onPickFloor && floors.length > 1 && (
        // The same choice as clicking a floor, for keyboard and screen-reader users.
        <Group gap="xs" mt="xs" role="group" aria-label={t('planningParts.threeD.floors')}>
          {floors.map((floor) => (
            <Button
              key={floor.id}
              size="compact-sm"
              variant={floor.id === selectedFloorId ? 'filled' : 'default'}
              onClick={() => onPickFloor(floor.id)}
            >
              {floor.name}
            </Button>
          ))}
        </Group>
      )}
    </Box>
  );
}

/** The imperative part: renderer, camera, controls and picking; renders only when something changed. */
function createStage(host: HTMLDivElement, onPick: (floorId: string) => void) {
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  host.appendChild(renderer.domElement);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0xe9ecef);
  const sun = new THREE.DirectionalLight(0xffffff, 1.4);
  sun.position.set(1, 2, 1.5);
  scene.add(new THREE.AmbientLight(0xffffff, 1.6), sun);
  const camera = new THREE.PerspectiveCamera(45, 1, 0.1, 5000);
  const controls = new OrbitControls(camera, renderer.domElement);
  // Arrow keys pan while the view has focus.
  controls.listenToKeyEvents(host);
  let frame = 0;
  const render = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      renderer.render(scene, camera);
    });
  };
  controls.addEventListener('change', render);
  let built: ReturnType<typeof buildBuildingScene> | undefined;
  // Plan images stay loaded across rebuilds, so a live heatmap update does not reload (and flash) them.
  const loader = new THREE.TextureLoader();
  const textures = new Map<string, THREE.Texture>();
  const planTexture = (url: string) => {
    let texture = textures.get(url);
    if (!texture) {
      texture = loader.load(url, render);
      texture.colorSpace = THREE.SRGBColorSpace;
      textures.set(url, texture);
    }
    return texture;
  };
  let framedKey = '';

  const resize = () => {
    const width = host.clientWidth || 1,
      height = host.clientHeight || 1;
    renderer.setSize(width, height);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  resize();

  const raycaster = new THREE.Raycaster();
  let down: { x: number; y: number } | undefined;
  const onDown = (event: PointerEvent) => {
    down = { x: event.clientX, y: event.clientY };
  };
  const onUp = (event: PointerEvent) => {
    if (!down || !built || Math.hypot(event.clientX - down.x, event.clientY - down.y) > CLICK_SLOP_PX) return;
    const rect = renderer.domElement.getBoundingClientRect();
    raycaster.setFromCamera(
      new THREE.Vector2(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1),
      camera,
    );
    const hit = raycaster.intersectObjects(built.pickables, false)[0];
    if (hit) onPick(String(hit.object.userData.floorId));
  };
  renderer.domElement.addEventListener('pointerdown', onDown);
  renderer.domElement.addEventListener('pointerup', onUp);

  return {
    show(floors: ThreeDViewProps['floors'], selectedFloorId: string | undefined) {
      built?.dispose();
      built = buildBuildingScene(scene, floors, selectedFloorId, planTexture);
      // What the scene holds, on the element, for tools that check the view without reading WebGL state.
      host.dataset.sceneObjects = String(built.counts.objects);
      host.dataset.sceneWalls = String(built.counts.walls);
      host.dataset.sceneAccessPoints = String(built.counts.accessPoints);
      host.dataset.sceneHeatmaps = String(built.counts.heatmaps);
      // Frame the camera when the set of floors changes, not on every heatmap update.
      const key = floors.map((f) => `${f.id}:${f.widthM}:${f.heightM}:${f.elevationM}`).join('|');
      if (key !== framedKey) {
        framedKey = key;
        const box = buildingBounds(floors);
        const centre = box.getCenter(new THREE.Vector3()),
          size = box.getSize(new THREE.Vector3());
        const reach = Math.max(size.x, size.z, size.y * 2);
        camera.position.set(centre.x + reach * 0.6, centre.y + reach * 0.6, centre.z + reach * 1.1);
        controls.target.copy(centre);
        controls.update();
      }
      render();
    },
    dispose() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      renderer.domElement.removeEventListener('pointerdown', onDown);
      renderer.domElement.removeEventListener('pointerup', onUp);
      controls.dispose();
      built?.dispose();
      for (const texture of textures.values()) texture.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
